/**
 * The parts of a page nothing may float over on phones (the hero, the contact section, the
 * footer): the header's floating subscribe button hides while one is on screen
 * (web/components/Header.client.tsx). A constant module, so server parts can mark themselves.
 */
export const NO_FLOAT = {'data-no-float': ''} as const

export const NO_FLOAT_SELECTOR = '[data-no-float]'

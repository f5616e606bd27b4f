import type {Locator} from '@playwright/test'

/**
 * Types into a field as a person does, key by key, 60 ms apart (a fast typist): the contact form's
 * minimum fill time (web/lib/contact/formToken.ts) tells a person from a robot, and `fill`, all at
 * once, is a robot's way.
 */
export const typeAsAPerson = (field: Locator, text: string) => field.pressSequentially(text, {delay: 60})

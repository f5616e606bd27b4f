/**
 * The page a visitor gets at the address of a page past its end date (web/proxy.ts rewrites to
 * it): app/[locale]/%5Fgone, a segment no slug can take. It renders as a 200 of its own, so the
 * proxy marks the answer with GONE_STATUS_HEADER and the production server sends it as 410
 * (web/server/pageResponses.ts), the header removed.
 */
export const GONE_SEGMENT = '_gone'
export const GONE_STATUS_HEADER = 'x-habitum-status'
export const GONE_STATUS = 410

/**
 * The form's time mark, as both ends know it (the signing is the server's alone:
 * ./formTokenSignature.ts). The form fetches a token when it first renders and sends it back with
 * the request; a request sent sooner after than MIN_FILL_MS is kept apart as spam
 * (docs/architecture.md, "The contact pipeline"). Nothing secret here: the form's bundle reads it.
 */

/**
 * The least time a person takes from the form appearing to sending it. Reading four labels and
 * typing even a short message («Quisiera una demo», 17 characters) takes a fast typist well over
 * 3 s; the browser may fill the name and e-mail at once, so the bar stays at what the message alone
 * takes. Robots post within a few hundred milliseconds.
 */
export const MIN_FILL_MS = 3_000

/** The body field the form sends the token in. */
export const FORM_TOKEN_FIELD = 'formToken'

/** Where the form gets a token: beside the endpoint it posts to (`/api/contact/form-token`). */
export const formTokenUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/form-token`

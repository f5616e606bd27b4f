import {object, ValidationError, type AnyObject, type ObjectShape, type ValidateOptions} from 'yup'

/**
 * Checking a JSON body against a yup schema the way the API routes answer it: as sent, and with
 * its first problem. yup is the project's one validation library (the contact request's schema is
 * web/lib/contact/schema.ts).
 */

/** What `checkBody` needs of a schema: an object's, an array's or a `lazy` one. */
type BodySchema<T> = {validateSync(value: unknown, options?: ValidateOptions<AnyObject>): T}

export type CheckedBody<T> = {ok: true; value: T} | {ok: false; path: string; message: string}

/**
 * `body` checked against `schema` as it was sent: strictly, so nothing is coerced or transformed
 * before the checks ("900" is no number, 42 no text, " a " is checked with its spaces), and up to
 * its first problem, answered with that problem's path ('' for the body itself) and message. The
 * body is never cast: yup's cast of an object walks the keys the body has, and a key such as
 * `constructor` or `__proto__` breaks it. `context` is what the schema's tests read as
 * `this.options.context`.
 */
export function checkBody<T>(schema: BodySchema<T>, body: unknown, context?: AnyObject): CheckedBody<T> {
  try {
    return {ok: true, value: schema.validateSync(body, {strict: true, abortEarly: true, context})}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return {ok: false, path: error.path ?? '', message: error.message}
  }
}

/**
 * An object schema whose fields are checked in the order written, so that a body with several
 * problems is answered with the first of them as a reader of the schema would find it. yup itself
 * checks an object's fields last written first (it sorts them for `when`, which reverses them);
 * a field another one's `when` reads is still checked before that one. The object's own tests
 * (`.test` on it, such as "no other fields") come before any of its fields'.
 */
export function objectInOrder<S extends ObjectShape>(shape: S) {
  return object(Object.fromEntries(Object.entries(shape).reverse()) as S)
}

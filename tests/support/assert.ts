import nodeAssert from 'node:assert/strict'

/**
 * Node's `assert/strict`, as the suites under tests/ are written, checked by Jest's `expect`. Jest
 * runs each test file in a context of its own: an array or object that Node's built-ins return
 * (`readdirSync`, `JSON.parse` in a child's answer) is not the test's Array or Object there, and
 * node:assert's strict equality refuses it for its prototype alone; `expect` compares values. A
 * message, when given, leads the failure, as node:assert says it.
 */
function saying(message: string | Error | undefined, check: () => void) {
  try {
    check()
  } catch (error) {
    if (message !== undefined && error instanceof Error)
      error.message = `${message instanceof Error ? message.message : message}\n\n${error.message}`
    throw error
  }
}

type Message = string | Error

/** The assertions the suites use, typed out: TypeScript narrows with an assertion only through a declared type. */
type Assert = {
  equal<T>(actual: unknown, expected: T, message?: Message): asserts actual is T
  notEqual(actual: unknown, expected: unknown, message?: Message): void
  deepEqual<T>(actual: unknown, expected: T, message?: Message): asserts actual is T
  notDeepEqual(actual: unknown, expected: unknown, message?: Message): void
  partialDeepStrictEqual(actual: unknown, expected: object, message?: Message): void
  ok(value: unknown, message?: Message): asserts value
  match(actual: string, expected: RegExp, message?: Message): void
  doesNotMatch(actual: string, expected: RegExp, message?: Message): void
  throws: typeof nodeAssert.throws
  rejects: typeof nodeAssert.rejects
}

const assert: Assert = {
  equal: (actual, expected, message) => saying(message, () => expect(actual).toBe(expected)),
  notEqual: (actual, expected, message) => saying(message, () => expect(actual).not.toBe(expected)),
  deepEqual: (actual, expected, message) => saying(message, () => expect(actual).toEqual(expected)),
  notDeepEqual: (actual, expected, message) => saying(message, () => expect(actual).not.toEqual(expected)),
  /** Every property `expected` names, as node:assert's partialDeepStrictEqual. */
  partialDeepStrictEqual: (actual, expected, message) => saying(message, () => expect(actual).toMatchObject(expected)),
  ok: (value, message) => saying(message, () => expect(value).toBeTruthy()),
  match: (actual, expected, message) => saying(message, () => expect(actual).toMatch(expected)),
  doesNotMatch: (actual, expected, message) => saying(message, () => expect(actual).not.toMatch(expected)),
  // Errors are matched by message or class: no prototype of a plain value is compared.
  throws: nodeAssert.throws,
  rejects: nodeAssert.rejects,
}

export default assert

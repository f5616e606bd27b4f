/** The promise's value, or undefined if it has not settled within `ms` (the work itself goes on). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)))
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/**
 * Renders run a few at a time, first come first served; a bounded number wait for a turn, and a
 * wait has a deadline. Past either bound the answer is "busy" (undefined), never an ever longer
 * queue: a render of a large variant holds tens of megabytes and seconds of CPU.
 */
export type RenderQueue = {
  /** Runs `task` in its turn; undefined when the queue is full or the turn does not come within `maxWaitMs`. */
  schedule<T>(task: () => Promise<T>): Promise<T | undefined>
}

export function createRenderQueue({concurrency, maxWaiting, maxWaitMs}: {concurrency: number; maxWaiting: number; maxWaitMs: number}): RenderQueue {
  let running = 0
  const waiting: Array<() => void> = []

  const run = <T>(task: () => Promise<T>): Promise<T> => {
    running++
    return task().finally(() => {
      running--
      waiting.shift()?.()
    })
  }

  return {
    schedule<T>(task: () => Promise<T>) {
      if (running < concurrency) return run(task)
      if (waiting.length >= maxWaiting) return Promise.resolve(undefined)
      return new Promise<T | undefined>((resolve, reject) => {
        const start = () => {
          clearTimeout(timer)
          run(task).then(resolve, reject)
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(start), 1)
          resolve(undefined)
        }, maxWaitMs)
        waiting.push(start)
      })
    },
  }
}

/** The promise's value, or undefined if it has not settled within `ms` (it still runs on). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, ms, undefined)))
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

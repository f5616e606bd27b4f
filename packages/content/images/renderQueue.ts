/**
 * Renders take turns, first come first served: at most `concurrency` at once and, together, at
 * most `budget` of weight (the pixels they draw: what a render's memory grows with); a render
 * heavier than the budget runs alone. A bounded number wait for their turn, each for a bounded
 * time; past either bound the answer is "busy" (undefined), never an ever longer queue.
 */
export type RenderQueue = {
  /** Runs `task` in its turn; undefined when the line is full or the turn does not come within `maxWaitMs`. */
  schedule<T>(task: () => Promise<T>, weight: number): Promise<T | undefined>
}

export type RenderQueueLimits = {concurrency: number; budget: number; maxWaiting: number; maxWaitMs: number}

export function createRenderQueue({concurrency, budget, maxWaiting, maxWaitMs}: RenderQueueLimits): RenderQueue {
  let running = 0
  let used = 0
  const waiting: Array<{weight: number; start: () => void}> = []

  const fits = (weight: number) => running < concurrency && (running === 0 || used + weight <= budget)
  const startWhatFits = () => {
    while (waiting[0] && fits(waiting[0].weight)) waiting.shift()!.start()
  }

  const run = <T>(task: () => Promise<T>, weight: number): Promise<T> => {
    running++
    used += weight
    return task().finally(() => {
      running--
      used -= weight
      startWhatFits()
    })
  }

  return {
    schedule<T>(task: () => Promise<T>, weight: number) {
      if (waiting.length === 0 && fits(weight)) return run(task, weight)
      if (waiting.length >= maxWaiting) return Promise.resolve(undefined)
      return new Promise<T | undefined>((resolve, reject) => {
        const turn = {
          weight,
          start: () => {
            clearTimeout(timer)
            run(task, weight).then(resolve, reject)
          },
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1)
          resolve(undefined)
          startWhatFits() // the turn that left may have held back lighter ones behind it
        }, maxWaitMs)
        waiting.push(turn)
      })
    },
  }
}

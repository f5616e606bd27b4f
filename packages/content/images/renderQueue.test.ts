import {createRenderQueue} from './renderQueue'

/** A task that finishes when the test says so. */
function task<T>(value: T) {
  let finish!: () => void
  const started = jest.fn()
  const run = () => {
    started()
    return new Promise<T>((resolve) => (finish = () => resolve(value)))
  }
  return {run, started, finish: () => finish()}
}

const startedOnes = (tasks: Array<{started: jest.Mock}>) => tasks.map((t) => t.started.mock.calls.length)

describe('createRenderQueue', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs `concurrency` tasks at once and starts the next when one ends, in order', async () => {
    const queue = createRenderQueue({concurrency: 2, budget: 100, maxWaiting: 5, maxWaitMs: 1000})
    const tasks = [task('a'), task('b'), task('c'), task('d')]
    const results = tasks.map((t) => queue.schedule(t.run, 1))
    expect(startedOnes(tasks)).toEqual([1, 1, 0, 0])
    tasks[1]!.finish()
    await expect(results[1]).resolves.toBe('b')
    expect(startedOnes(tasks)).toEqual([1, 1, 1, 0])
  })

  it('keeps the weight running at once within the budget, and runs a heavier task alone', async () => {
    const queue = createRenderQueue({concurrency: 2, budget: 10, maxWaiting: 5, maxWaitMs: 1000})
    const heavy = task('heavy')
    const light = task('light')
    const other = task('other')
    const done = queue.schedule(heavy.run, 25)
    queue.schedule(light.run, 2)
    queue.schedule(other.run, 2)
    expect(startedOnes([heavy, light, other])).toEqual([1, 0, 0])
    heavy.finish()
    await done
    expect(startedOnes([heavy, light, other])).toEqual([1, 1, 1])
  })

  it('answers busy at once when the line is full', async () => {
    const queue = createRenderQueue({concurrency: 1, budget: 100, maxWaiting: 1, maxWaitMs: 1000})
    queue.schedule(task('a').run, 1)
    queue.schedule(task('b').run, 1)
    const third = task('c')
    await expect(queue.schedule(third.run, 1)).resolves.toBeUndefined()
    expect(third.started).not.toHaveBeenCalled()
  })

  it('answers busy when the turn does not come in time, and never runs that task', async () => {
    const queue = createRenderQueue({concurrency: 1, budget: 100, maxWaiting: 5, maxWaitMs: 1000})
    const running = task('a')
    const first = queue.schedule(running.run, 1)
    const late = task('b')
    const result = queue.schedule(late.run, 1)
    jest.advanceTimersByTime(1000)
    await expect(result).resolves.toBeUndefined()
    running.finish()
    await first
    const next = task('c')
    const after = queue.schedule(next.run, 1)
    expect(late.started).not.toHaveBeenCalled()
    expect(next.started).toHaveBeenCalled()
    next.finish()
    await expect(after).resolves.toBe('c')
  })
})

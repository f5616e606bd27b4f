import {createRenderQueue, within} from './renderQueue'

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

describe('createRenderQueue', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs `concurrency` tasks at once and starts the next when one ends, in order', async () => {
    const queue = createRenderQueue({concurrency: 2, maxWaiting: 5, maxWaitMs: 1000})
    const tasks = [task('a'), task('b'), task('c'), task('d')]
    const results = tasks.map((t) => queue.schedule(t.run))
    expect(tasks.map((t) => t.started.mock.calls.length)).toEqual([1, 1, 0, 0])
    tasks[1]!.finish()
    await expect(results[1]).resolves.toBe('b')
    expect(tasks.map((t) => t.started.mock.calls.length)).toEqual([1, 1, 1, 0])
  })

  it('answers busy at once when the line is full', async () => {
    const queue = createRenderQueue({concurrency: 1, maxWaiting: 1, maxWaitMs: 1000})
    const running = task('a')
    queue.schedule(running.run)
    queue.schedule(task('b').run)
    const third = task('c')
    await expect(queue.schedule(third.run)).resolves.toBeUndefined()
    expect(third.started).not.toHaveBeenCalled()
  })

  it('answers busy when the turn does not come in time, and never runs that task', async () => {
    const queue = createRenderQueue({concurrency: 1, maxWaiting: 5, maxWaitMs: 1000})
    const running = task('a')
    queue.schedule(running.run)
    const late = task('b')
    const result = queue.schedule(late.run)
    jest.advanceTimersByTime(1000)
    await expect(result).resolves.toBeUndefined()
    running.finish()
    const next = task('c')
    await Promise.resolve()
    const after = queue.schedule(next.run)
    await jest.runAllTimersAsync()
    expect(late.started).not.toHaveBeenCalled()
    expect(next.started).toHaveBeenCalled()
    next.finish()
    await expect(after).resolves.toBe('c')
  })
})

describe('within', () => {
  it('gives the value in time, undefined past the deadline', async () => {
    jest.useFakeTimers()
    await expect(within(Promise.resolve(1), 10)).resolves.toBe(1)
    const never = within(new Promise(() => {}), 10)
    jest.advanceTimersByTime(10)
    await expect(never).resolves.toBeUndefined()
    jest.useRealTimers()
  })
})

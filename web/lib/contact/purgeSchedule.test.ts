/** @jest-environment node */
import {FIRST_PURGE_DELAY_MS, PURGE_INTERVAL_MS, schedulePurges, type Schedule} from './purgeSchedule'

/** A purge the test ends when it wants: it counts its runs and how many are under way at once. */
function controlledPurge() {
  const state = {runs: 0, running: 0, mostAtOnce: 0, finish: [] as Array<(error?: Error) => void>}
  const purge = () =>
    new Promise<void>((resolve, reject) => {
      state.runs++
      state.running++
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running)
      state.finish.push((error) => {
        state.running--
        if (error) reject(error)
        else resolve()
      })
    })
  /** Ends the run under way, and lets the schedule see it end. */
  const finishRun = async (error?: Error) => {
    state.finish.shift()!(error)
    await jest.advanceTimersByTimeAsync(0)
  }
  return {state, purge, finishRun}
}

describe('the scheduled purge (fake clock)', () => {
  let schedule: Schedule | undefined
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => {
    schedule?.stop()
    jest.useRealTimers()
  })

  it('runs shortly after start, then again after the interval, not before', async () => {
    const {state, purge, finishRun} = controlledPurge()
    schedule = schedulePurges(purge, {onError: jest.fn()})
    await jest.advanceTimersByTimeAsync(FIRST_PURGE_DELAY_MS - 1)
    expect(state.runs).toBe(0)
    await jest.advanceTimersByTimeAsync(1)
    expect(state.runs).toBe(1)
    await finishRun()

    await jest.advanceTimersByTimeAsync(PURGE_INTERVAL_MS - 1)
    expect(state.runs).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(state.runs).toBe(2)
    await finishRun()
    await jest.advanceTimersByTimeAsync(PURGE_INTERVAL_MS)
    expect(state.runs).toBe(3)
  })

  it('never overlaps: a slow purge delays the next one, which comes an interval after it ends', async () => {
    const {state, purge, finishRun} = controlledPurge()
    schedule = schedulePurges(purge, {onError: jest.fn()})
    await jest.advanceTimersByTimeAsync(FIRST_PURGE_DELAY_MS)
    expect(state.runs).toBe(1)
    // The first run takes three intervals: no second one starts meanwhile.
    await jest.advanceTimersByTimeAsync(3 * PURGE_INTERVAL_MS)
    expect(state.runs).toBe(1)
    await finishRun()
    await jest.advanceTimersByTimeAsync(PURGE_INTERVAL_MS - 1)
    expect(state.runs).toBe(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(state.runs).toBe(2)
    expect(state.mostAtOnce).toBe(1)
  })

  it('reports a failed purge and goes on with the schedule', async () => {
    const {state, purge, finishRun} = controlledPurge()
    const onError = jest.fn()
    schedule = schedulePurges(purge, {onError})
    await jest.advanceTimersByTimeAsync(FIRST_PURGE_DELAY_MS)
    await finishRun(new Error('lake unreachable'))
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({message: 'lake unreachable'}))
    await jest.advanceTimersByTimeAsync(PURGE_INTERVAL_MS)
    expect(state.runs).toBe(2)
  })

  it('stops when told, and its timers never keep the process alive', async () => {
    const {state, purge, finishRun} = controlledPurge()
    const timers = jest.spyOn(globalThis, 'setTimeout')
    schedule = schedulePurges(purge, {onError: jest.fn()})
    await jest.advanceTimersByTimeAsync(FIRST_PURGE_DELAY_MS)
    await finishRun()
    const made = timers.mock.results.map(({value}) => value as NodeJS.Timeout)
    timers.mockRestore()
    expect(made.length).toBeGreaterThanOrEqual(2)
    expect(made.map((timer) => timer.hasRef())).toEqual(made.map(() => false))
    schedule.stop()
    await jest.advanceTimersByTimeAsync(10 * PURGE_INTERVAL_MS)
    expect(state.runs).toBe(1)
  })
})

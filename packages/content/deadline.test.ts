import {within} from './deadline'

describe('within', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('gives the value in time, undefined past the deadline', async () => {
    await expect(within(Promise.resolve(1), 10)).resolves.toBe(1)
    const never = within(new Promise(() => {}), 10)
    jest.advanceTimersByTime(10)
    await expect(never).resolves.toBeUndefined()
  })
})

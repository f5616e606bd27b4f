import {MIN_FILL_MS} from '@/lib/contact/formToken'
import {formTokens} from './formTokens'

const fetchMock = jest.fn()
beforeEach(() => {
  fetchMock.mockReset()
  global.fetch = fetchMock
})

const token = (value: string) => ({ok: true, json: async () => ({token: value})})

/** A clock the test moves, and the waits the tokens asked for. */
function clock() {
  let time = 1_000_000
  const waits: number[] = []
  return {
    now: () => time,
    wait: async (ms: number) => {
      waits.push(ms)
      time += ms
    },
    advance: (ms: number) => (time += ms),
    waits,
  }
}

describe('formTokens', () => {
  it('fetches one token when the form first renders, beside the endpoint and never cached, and sends it at once', async () => {
    fetchMock.mockResolvedValue(token('t1'))
    const time = clock()
    const tokens = formTokens('/api/contact', time)
    tokens.start()
    tokens.start()
    expect(await tokens.forSubmit()).toBe('t1')
    expect(await tokens.forSubmit()).toBe('t1')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/api/contact/form-token', {cache: 'no-store'})
    // A robot filling the form at once is not held back: the server judges its token.
    expect(time.waits).toEqual([])
  })

  it('when the first fetch failed, fetches one on sending and waits until it is as old as a person’s fill time', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(token('late'))
    const time = clock()
    const tokens = formTokens('https://leads.habitum.example/v1/contact/', time)
    tokens.start()
    expect(await tokens.forSubmit()).toBe('late')
    expect(fetchMock).toHaveBeenLastCalledWith('https://leads.habitum.example/v1/contact/form-token', {
      cache: 'no-store',
    })
    expect(time.waits).toEqual([MIN_FILL_MS])
    // A retry sends the same token, already old enough.
    expect(await tokens.forSubmit()).toBe('late')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(time.waits).toEqual([MIN_FILL_MS])
  })

  it('sends without a token when none can be had: a non-ok answer, or no token in it', async () => {
    fetchMock
      .mockResolvedValueOnce({ok: false, json: async () => ({})})
      .mockResolvedValueOnce({ok: true, json: async () => ({})})
    const tokens = formTokens('/api/contact', clock())
    tokens.start()
    expect(await tokens.forSubmit()).toBeUndefined()
  })
})

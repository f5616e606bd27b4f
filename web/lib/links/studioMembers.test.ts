/** @jest-environment node */
import {bearerCredential, createMemberVerifier, MEMBER_KEPT_MS, memberCredential, PASS_VALID_MS} from './studioMembers'

const PROJECT = {projectId: 'habitum', dataset: 'production'}
const RITA = {id: 'rita', name: 'Rita', roles: [{name: 'editor', title: 'Editor'}]}

/** The project's users/me, played by a function: who each credential is, and how often it was asked. */
function currentUserApi(users: Record<string, unknown>) {
  const asked: string[] = []
  const ask = async (credential: string) => {
    asked.push(credential)
    if (credential in users) return users[credential]
    throw Object.assign(new Error('Unauthorized - Session not found'), {statusCode: 401})
  }
  return {ask, asked}
}

describe('bearerCredential', () => {
  const withAuthorization = (value?: string) =>
    new Request('https://site.example/api/link-check', value ? {headers: {authorization: value}} : {})
  it('reads a bearer token, and nothing else', () => {
    expect(bearerCredential(withAuthorization('Bearer sk-rita.token_1'))).toBe('sk-rita.token_1')
    expect(bearerCredential(withAuthorization())).toBeUndefined()
    expect(bearerCredential(withAuthorization('Basic cml0YTpwYXNz'))).toBeUndefined()
    expect(bearerCredential(withAuthorization('Bearer two words'))).toBeUndefined()
    expect(bearerCredential(withAuthorization(`Bearer ${'x'.repeat(1025)}`))).toBeUndefined()
  })
})

describe('createMemberVerifier', () => {
  it('knows a member by an id and a role in the project, and refuses a credential the project refuses', async () => {
    const api = currentUserApi({'rita-token': RITA, 'no-role': {id: 'someone', roles: []}, anonymous: {}})
    const verify = createMemberVerifier(PROJECT, {ask: api.ask})
    expect(await verify('rita-token')).toBe('member')
    expect(await verify('forged')).toBe('not_a_member')
    expect(await verify('no-role')).toBe('not_a_member')
    expect(await verify('anonymous')).toBe('not_a_member')
  })

  it("an editor's burst of checks costs one verification, until the verdict is old", async () => {
    let now = 0
    const api = currentUserApi({'rita-token': RITA})
    const verify = createMemberVerifier(PROJECT, {ask: api.ask, now: () => now})
    const burst = await Promise.all([verify('rita-token'), verify('rita-token'), verify('rita-token')])
    expect(burst).toEqual(['member', 'member', 'member'])
    expect(await verify('rita-token')).toBe('member')
    expect(api.asked).toHaveLength(1)
    now += MEMBER_KEPT_MS + 1
    await verify('rita-token')
    expect(api.asked).toHaveLength(2)
  })

  it('says so when the project cannot be asked, and asks again next time', async () => {
    let down = true
    const verify = createMemberVerifier(PROJECT, {
      ask: async () => {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), {code: 'ECONNREFUSED'})
        return RITA
      },
    })
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(await verify('rita-token')).toBe('unverifiable')
    expect(logged.mock.calls.flat().join(' ')).not.toContain('rita-token')
    logged.mockRestore()
    down = false
    expect(await verify('rita-token')).toBe('member')
  })
})

describe('a pass, for a Studio signed in without a token', () => {
  const PASS = `linkCheckPass.${'0a'.repeat(16)}`
  const withAuthorization = (value: string) =>
    new Request('https://site.example/api/link-check', {headers: {authorization: value}})

  it('is read from the header only in its own shape: a private path and 128 random bits', () => {
    expect(memberCredential(withAuthorization(`Pass ${PASS}`))).toEqual({pass: PASS})
    expect(memberCredential(withAuthorization('Bearer sk-rita'))).toEqual({token: 'sk-rita'})
    expect(memberCredential(withAuthorization('Pass contactRequest.abc'))).toBeUndefined()
    expect(memberCredential(withAuthorization(`Pass ${PASS}0`))).toBeUndefined()
    expect(memberCredential(withAuthorization(`Pass drafts.${PASS}`))).toBeUndefined()
  })

  it('proves a member when the project holds it, written a moment ago; never a token’s verification', async () => {
    const now = Date.parse('2026-11-28T12:00:00Z')
    const held: Record<string, unknown> = {
      [PASS]: {_id: PASS, _type: 'linkCheckPass', _createdAt: new Date(now - 5_000).toISOString()},
    }
    const read: string[] = []
    const api = currentUserApi({})
    const verify = createMemberVerifier(PROJECT, {
      ask: api.ask,
      askPass: async (id) => {
        read.push(id)
        return held[id] ?? null
      },
      now: () => now,
    })
    expect(await verify({pass: PASS})).toBe('member')
    expect(read).toEqual([PASS])
    expect(api.asked).toEqual([])
    // A pass nobody wrote, one written long ago (a tab closed before deleting it), or another type under that id.
    const other = `linkCheckPass.${'1b'.repeat(16)}`
    expect(await verify({pass: other})).toBe('not_a_member')
    held[other] = {_type: 'linkCheckPass', _createdAt: new Date(now - PASS_VALID_MS - 1).toISOString()}
    const old = createMemberVerifier(PROJECT, {ask: api.ask, askPass: async (id) => held[id], now: () => now})
    expect(await old({pass: other})).toBe('not_a_member')
    held[other] = {_type: 'page', _createdAt: new Date(now).toISOString()}
    expect(await createMemberVerifier(PROJECT, {askPass: async (id) => held[id], now: () => now})({pass: other})).toBe(
      'not_a_member',
    )
  })

  it('is kept apart from a token of the same text', async () => {
    const api = currentUserApi({[PASS]: RITA})
    const verify = createMemberVerifier(PROJECT, {ask: api.ask, askPass: async () => null})
    expect(await verify({pass: PASS})).toBe('not_a_member')
    expect(await verify({token: PASS})).toBe('member')
  })
})

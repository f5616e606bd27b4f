/** @jest-environment node */
import assert from '../support/assert'
import {parseMembers, type LocalUser} from '../../local-lake/project'
import {mutate, useLake, V} from './lakeTest'

const ANA: LocalUser = {id: 'ana', name: 'Ana Autora', email: 'ana@localhost'}
const RITA: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
const asRita = {authorization: 'Bearer rita-token'}

describe('the members of the local project, each signed in by a token as with Sanity', () => {
  const current = useLake({users: [ANA, RITA]})

  test('users/me is the member whose token the request carries, the first without one, and refuses a token no member has', async () => {
    const {lake} = current
    const me = (headers: Record<string, string> = {}) => lake.request('GET', `${V}/users/me`, {headers})
    assert.equal(((await me(asRita)).json() as {name: string}).name, 'Rita Revisora')
    assert.equal(((await me()).json() as {name: string}).name, 'Ana Autora')
    // As Sanity's: a token nobody has is refused, so a forged credential proves nobody a member.
    const forged = await me({authorization: 'Bearer forged-token'})
    assert.equal(forged.status, 401)
    assert.equal((forged.json() as {error: {type: string}}).error.type, 'unauthorizedError')
    // Elsewhere the site's tokens, which are no member's, act as the first member, as before there were members.
    const query = await lake.request('GET', `${V}/data/query/${lake.dataset}?query=count(*[_id=="page-home"])`, {
      headers: {authorization: 'Bearer site-write-token'},
    })
    assert.equal((query.json() as {result: number}).result, 1)
  })

  test("the project lists every member, and users/<ids> gives their public profiles, as the Studio's user store reads them", async () => {
    const {lake} = current
    const project = (await lake.request('GET', `${V}/projects/${lake.projectId}`, {headers: asRita})).json() as {
      members: Array<{id: string; isCurrentUser: boolean}>
    }
    assert.deepEqual(
      project.members.map(({id, isCurrentUser}) => [id, isCurrentUser]),
      [
        ['ana', false],
        ['rita', true],
      ],
    )
    const profiles = (await lake.request('GET', `${V}/users/ana,rita,nobody`)).json() as Array<Record<string, unknown>>
    assert.deepEqual(
      profiles.map(({id, displayName, projectId}) => [id, displayName, projectId]),
      [
        ['ana', 'Ana Autora', lake.projectId],
        ['rita', 'Rita Revisora', lake.projectId],
      ],
    )
  })

  test("each transaction is the caller's: the listener's mutation events name who wrote", async () => {
    const {lake} = current
    const listener = await lake.listen({query: '*[_type == "sponsor"]', includeResult: 'false'})
    await listener.take('welcome')
    const written = await lake.request('POST', `${V}/data/mutate/${lake.dataset}`, {
      body: {mutations: [{create: {_id: 'sponsor-by-rita', _type: 'sponsor', name: 'De Rita'}}]},
      headers: asRita,
    })
    assert.equal(written.status, 200, written.text)
    assert.equal((await mutate(lake, [{patch: {id: 'sponsor-by-rita', set: {name: 'De Ana'}}}])).status, 200)
    const events = await listener.take('mutation', 2)
    assert.deepEqual(
      events.map((event) => event.data.identity),
      ['rita', 'ana'],
    )
    listener.close()
  })
})

test('LOCAL_LAKE_USERS names the members of `npm run studio:local`, and a malformed entry is refused naming it', () => {
  assert.deepEqual(parseMembers('ana:Ana Autora; rita:Rita Revisora:rita-token'), [
    {id: 'ana', name: 'Ana Autora', email: 'ana@localhost'},
    {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'},
  ])
  assert.throws(() => parseMembers('ana:Ana;rita:Rita'), /LOCAL_LAKE_USERS: «rita:Rita» must be id:Name:token/)
})

import assert from 'node:assert/strict'
import {describe, test} from 'node:test'
import {parseMembers, type LocalUser} from '../../local-lake/project'
import {mutate, useLake, V} from './lakeTest'

const ANA: LocalUser = {id: 'ana', name: 'Ana Autora', email: 'ana@localhost'}
const RITA: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
const asRita = {authorization: 'Bearer rita-token'}

describe('the members of the local project, each signed in by a token as with Sanity', () => {
  const current = useLake({users: [ANA, RITA]})

  test('users/me is the member whose token the request carries; any other request acts as the first member', async () => {
    const {lake} = current
    const me = async (headers: Record<string, string> = {}) =>
      ((await lake.request('GET', `${V}/users/me`, {headers})).json() as {id: string; name: string}).name
    assert.equal(await me(asRita), 'Rita Revisora')
    assert.equal(await me(), 'Ana Autora')
    // The site's write token is no member's: it acts as the first, as before there were members.
    assert.equal(await me({authorization: 'Bearer site-write-token'}), 'Ana Autora')
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

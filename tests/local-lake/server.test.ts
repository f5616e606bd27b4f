/** @jest-environment node */
import assert from '../support/assert'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {request as httpsRequest} from 'node:https'
import {connect} from 'node:http2'
import {getCACertificates} from 'node:tls'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startTestLake, type TestLake} from '../support/localLake'
import {V} from './lakeTest'

describe("the lake's server: HTTP/2 with TLS on localhost, the project API, the Studio's files", () => {
  let lake: TestLake
  const studioDir = mkdtempSync(path.join(tmpdir(), 'habitum-studio-files-'))
  beforeAll(async () => {
    mkdirSync(path.join(studioDir, 'static'))
    writeFileSync(path.join(studioDir, 'index.html'), '<!doctype html><title>Studio</title>')
    writeFileSync(path.join(studioDir, 'static/app-1a2b.js'), 'console.log(1)')
    lake = await startTestLake({studioDir})
  })
  afterAll(async () => {
    await lake.close()
    rmSync(studioDir, {recursive: true, force: true})
  })

  test("browsers get HTTP/2 (ALPN h2) under a certificate for localhost and the project's hostname, made by the lake's own authority", async () => {
    const ca = readFileSync(lake.caFile)
    for (const host of ['localhost', `${lake.projectId}.localhost`]) {
      const session = connect(lake.origin, {ca, servername: host})
      await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject))
      assert.equal(session.alpnProtocol, 'h2', host)
      session.destroy()
    }
    // Without the authority, the certificate is not trusted. The bundled authorities are named
    // outright: another test file of this worker may have added the lake's to the process's defaults.
    const untrusted = connect(lake.origin, {ca: getCACertificates('bundled')})
    const outcome = await new Promise<Error | 'connected'>((resolve) =>
      untrusted.once('error', resolve).once('connect', () => resolve('connected')),
    )
    untrusted.destroy()
    assert.notEqual(outcome, 'connected', 'a client without the authority connected')
    assert.match((outcome as Error).message, /self-signed certificate|unable to verify/)
  })

  test("HTTP/1.1 clients (the site's server, trusting the authority through NODE_EXTRA_CA_CERTS) are answered too", async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpsRequest(
        `${lake.origin}${V}/data/query/${lake.dataset}?query=count(*%5B_type%3D%3D%22sponsor%22%5D)`,
        {ca: readFileSync(lake.caFile)},
        (response) => {
          let text = ''
          response.on('data', (chunk) => (text += chunk))
          response.on('end', () => resolve(`${response.httpVersion} ${text}`))
        },
      )
      request.on('error', reject)
      request.end()
    })
    assert.match(body, /^1\.1 \{"query":.*"result":9/)
  })

  test("the Studio's first questions: the user, the project, the dataset and its grants", async () => {
    const user = (await lake.request('GET', '/v2026-05-04/users/me')).json() as {id: string; role: string}
    assert.deepEqual([user.id, user.role], ['local-editor', 'administrator'])
    const project = (await lake.request('GET', `/v2021-12-15/projects/${lake.projectId}`)).json() as {id: string}
    assert.equal(project.id, lake.projectId)
    const datasets = (await lake.request('GET', `${V}/projects/${lake.projectId}/datasets`)).json() as Array<{
      name: string
    }>
    assert.deepEqual(
      datasets.map((dataset) => dataset.name),
      [lake.dataset],
    )
    assert.deepEqual(
      (await lake.request('GET', `${V}/projects/${lake.projectId}/datasets?datasetProfile=comments`)).json(),
      [],
      'no comments dataset',
    )
    const grants = (
      await lake.request('GET', `/v2021-06-07/projects/${lake.projectId}/datasets/${lake.dataset}/acl`)
    ).json() as Array<{filter: string; permissions: string[]}>
    assert.deepEqual(grants, [{filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history']}])
    assert.deepEqual((await lake.request('GET', `/v2025-02-19/projects/${lake.projectId}/grants`)).json(), {
      'sanity.project': [],
      'sanity.project.members': [],
    })
    assert.equal((await lake.request('GET', `${V}/projects/another/datasets`)).status, 404)
    const stored = await lake.request('PUT', `${V}/users/me/keyvalue`, {
      body: [{key: 'studio.layout', value: {panes: 2}}],
    })
    assert.equal(stored.status, 200)
    assert.deepEqual((await lake.request('GET', `${V}/users/me/keyvalue/studio.layout,other`)).json(), [
      {key: 'studio.layout', value: {panes: 2}},
      {key: 'other', value: null},
    ])
  })

  test('history is empty: no transactions, only the current revision', async () => {
    const log = await lake.request(
      'GET',
      `${V}/data/history/${lake.dataset}/transactions/faq-1,drafts.faq-1?excludeContent=true`,
    )
    assert.deepEqual([log.status, log.text], [200, ''])
    const current = (await lake.request('GET', `${V}/data/doc/${lake.dataset}/faq-1`)).json() as {
      documents: Array<{_rev: string}>
    }
    const rev = current.documents[0]!._rev
    const atRevision = (revision: string) =>
      lake
        .request('GET', `${V}/data/history/${lake.dataset}/documents/faq-1?revision=${revision}`)
        .then((response) => (response.json() as {documents: unknown[]}).documents.length)
    assert.equal(await atRevision(rev), 1)
    assert.equal(await atRevision('older'), 0)
  })

  test('browsers on loopback origins may call with credentials; any other origin gets no CORS headers', async () => {
    const preflight = await lake.request('OPTIONS', `${V}/data/mutate/${lake.dataset}`, {
      headers: {origin: 'http://localhost:3333', 'access-control-request-headers': 'content-type'},
    })
    assert.deepEqual(
      [
        preflight.status,
        preflight.headers['access-control-allow-origin'],
        preflight.headers['access-control-allow-credentials'],
      ],
      [204, 'http://localhost:3333', 'true'],
    )
    const foreign = await lake.request('GET', '/v2026-05-04/users/me', {headers: {origin: 'https://evil.example'}})
    assert.equal(foreign.headers['access-control-allow-origin'], undefined)
  })

  test("the built Studio: its files as built, index.html for the Studio's own routes, 404 for a missing file", async () => {
    assert.equal((await lake.request('GET', '/static/app-1a2b.js')).text, 'console.log(1)')
    const route = await lake.request('GET', '/structure/faqItem;faq-1')
    assert.deepEqual([route.status, route.text], [200, '<!doctype html><title>Studio</title>'])
    assert.equal((await lake.request('GET', '/static/missing.js')).status, 404)
    // No way out of the folder.
    assert.equal((await lake.request('GET', '/static/..%2f..%2fpackage.json')).status, 404)
  })
})

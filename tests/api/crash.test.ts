/** @jest-environment node */
import assert from '../support/assert'
import {mkdirSync, mkdtempSync, readdirSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {newContactRequest, readLocalContactRequests} from '../../web/lib/contact/store'
import {startServer} from '../../scripts/packagedServer'
import {post, TYPED, VALID} from './requests'

test('SIGKILL during a stream of submissions loses no acknowledged request and leaves no torn one', async () => {
  const server = await startServer({CONTACT_RATE_LIMIT: '100000/60'})
  const acknowledged = new Map<string, string>()
  let sent = 0
  let killed = false
  let sixtyAcknowledged!: () => void
  const enoughInFlight = new Promise<void>((resolve) => (sixtyAcknowledged = resolve))

  // Six senders keep requests in flight; the server is killed while they are.
  const sender = async (lane: number) => {
    while (!killed && sent < 2000) {
      const name = `Carga ${lane}-${sent++}`
      try {
        const response = await post(server.url, {...VALID, name})
        if (response.status === 201) acknowledged.set(((await response.json()) as {id: string}).id, name)
        if (acknowledged.size >= 60) sixtyAcknowledged()
      } catch {
        // The connection died with the server: that request was never acknowledged.
      }
    }
  }
  const senders = Array.from({length: 6}, (_, lane) => sender(lane))
  await enoughInFlight
  await server.kill()
  killed = true
  await Promise.all(senders)

  const files = await readLocalContactRequests(server.dataDir)
  assert.deepEqual(
    files.filter((file) => file.error),
    [],
    'every stored file is a whole request',
  )
  const stored = new Map(files.map((file) => [file.request!._id, file.request!.name]))
  for (const [id, name] of acknowledged) assert.equal(stored.get(id), name, `acknowledged ${id} is stored`)
  assert.ok(acknowledged.size >= 60)

  // The store is usable again after the crash, and keeps nothing under a temporary name.
  const restarted = await startServer({DATA_DIR: server.dataDir})
  try {
    const recovered = (await readLocalContactRequests(server.dataDir)).filter((file) => file.request).length
    assert.ok(recovered >= stored.size, 'every request stored before the crash is still there')
    assert.deepEqual(
      readdirSync(path.join(server.dataDir, 'contact-requests')).filter((file) => file.startsWith('.')),
      [],
    )
    assert.equal((await post(restarted.url, VALID)).status, 201)
    assert.equal((await readLocalContactRequests(server.dataDir)).filter((file) => file.request).length, recovered + 1)
  } finally {
    await restarted.stop()
  }
})

test('on start, a whole request a crash left under its temporary name takes its place, a cut one is removed, and the retry gets the first answer', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'habitum-contacts-'))
  const folder = path.join(dataDir, 'contact-requests')
  mkdirSync(folder)
  // Written and flushed, then the crash: the visitor never got the 201, and retries with the same key.
  const key = 'visit-cut-by-a-crash-0001'
  const whole = newContactRequest({...TYPED, language: 'es', page: '/es/'}, key)
  writeFileSync(path.join(folder, `.tmp-${whole._id}-a`), JSON.stringify(whole, null, 2))
  writeFileSync(path.join(folder, '.tmp-contact-cut-b'), JSON.stringify(whole).slice(0, 60))

  const server = await startServer({DATA_DIR: dataDir})
  try {
    assert.deepEqual(readdirSync(folder), [`${whole._id}.json`])
    assert.deepEqual(
      (await readLocalContactRequests(dataDir)).map((file) => file.request),
      [whole],
    )
    const retry = await post(server.url, VALID, {'idempotency-key': key})
    assert.equal(retry.status, 201)
    assert.deepEqual(await retry.json(), {id: whole._id, receivedAt: whole.receivedAt})
    assert.equal((await readLocalContactRequests(dataDir)).length, 1)
  } finally {
    await server.stop()
  }
})

import assert from 'node:assert/strict'
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {test} from 'node:test'
import {readLocalContactRequests} from '../../web/lib/contact/store'
import {startServer} from '../support/server'
import {post, VALID} from './requests'

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
        const response = await post(server.url, {...VALID, name}, {'x-forwarded-for': `192.0.2.${lane}`})
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
  assert.deepEqual(files.filter((file) => file.error), [], 'every stored file is a whole request')
  const stored = new Map(files.map((file) => [file.request!._id, file.request!.name]))
  for (const [id, name] of acknowledged) assert.equal(stored.get(id), name, `acknowledged ${id} is stored`)
  assert.ok(acknowledged.size >= 60)

  // The store is usable again after the crash; leftovers of cut writes are not requests.
  const leftovers = readdirSync(path.join(server.dataDir, 'contact-requests')).filter((file) => file.startsWith('.tmp-'))
  const restarted = await startServer({DATA_DIR: server.dataDir})
  try {
    assert.equal((await post(restarted.url, VALID)).status, 201)
    const after = await readLocalContactRequests(server.dataDir)
    assert.equal(after.filter((file) => file.request).length, stored.size + 1)
    assert.ok(after.every((file) => !path.basename(file.file).startsWith('.tmp-')), `ignored ${leftovers.length} cut write(s)`)
  } finally {
    await restarted.stop()
  }
})

/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {freePort, startServer, type RunningServer} from '../../scripts/packagedServer'
import {once} from 'node:events'
import {FIRST_PURGE_DELAY_MS, PURGE_RUNNING_LOCK} from '../../web/lib/contact/purgeSchedule'
import {lockKeyOf} from '../../web/lib/shared/lock'
import {connectSharedState} from '../../web/lib/shared/sharedState'
import {monthsBefore} from '../../web/lib/contact/retention'
import {newContactRequest} from '../../web/lib/contact/store'
import type {SharedStateHealth} from '../../web/lib/shared/health'
import {getDocument, mutate} from '../local-lake/lakeTest'
import {siteWritingTo, startTestLake, type TestLake} from '../support/localLake'
import {startValkey, valkeyProgram, type TestValkey} from '../../scripts/valkey'
import {runScript} from '../support/script'
import {callPublishWebhook} from '../support/webhook'
import {eventually, formToken, send, VALID} from './requests'

/**
 * Two origins of the packaged server (npm run build first) sharing a real Valkey or Redis server
 * (SHARED_STATE_URL): a publish, a rate limit and a purge mean the same on both; the store slow,
 * lost or away at start, pages and the form answer all the same (docs/deploying.md).
 */

const program = valkeyProgram()
if (!program)
  console.warn(
    'tests/api/shared-state.test.ts skipped: no valkey-server or redis-server on this machine, and none could be ' +
      "installed (scripts/setup.sh installs Debian's redis-server with apt-get)",
  )
const withValkey = program ? describe : describe.skip

const SECRET = 'webhook-secret-for-tests'
const FORM_SECRET = 'a-form-secret-every-origin-shares-0123456789'
/** What the issue promises: a publish any origin receives, served by every origin within 2 s. */
const PUBLISH_REACHES_EVERY_ORIGIN_MS = 2_000
const repository = path.resolve(__dirname, '../..')

/** The settings of an origin of the site: leads in the lake, content from a snapshot the test edits. */
const originSettings = (lake: TestLake, contentDir: string, sharedStateUrl: string) => ({
  ...siteWritingTo(lake),
  CONTENT_DIR: contentDir,
  SANITY_WEBHOOK_SECRET: SECRET,
  CONTACT_FORM_SECRET: FORM_SECRET,
  SHARED_STATE_URL: sharedStateUrl,
  CONTACT_RATE_LIMIT: '3/600',
})

const health = async (origin: RunningServer) => {
  const response = await fetch(`${origin.url}/api/health`)
  assert.equal(response.status, 200)
  assert.equal(response.headers.get('cache-control'), 'no-store')
  return (await response.json()) as SharedStateHealth
}
const sharedStateOf = (origin: RunningServer, state: SharedStateHealth['sharedState']) =>
  eventually(
    () => health(origin),
    (answer) => answer.sharedState === state,
    `${origin.url} says its shared state is ${state}`,
  )
const linesOf = (origin: RunningServer, pattern: RegExp) =>
  origin
    .output()
    .split('\n')
    .filter((line) => pattern.test(line))

/** A valid contact request (the form's token signed with the secret the origins share). */
const sendLead = async (origin: RunningServer, from: string) =>
  send(origin.url, {
    method: 'POST',
    path: '/api/contact',
    localAddress: from,
    headers: {'content-type': 'application/json', referer: `${origin.url}/es/`},
    body: JSON.stringify({...VALID, formToken: await formToken('', {secret: FORM_SECRET})}),
  })

const pageStatus = async (origin: RunningServer, pathname = '/es') => (await fetch(`${origin.url}${pathname}`)).status

/** A fresh copy of content/ both origins read, as a Sanity dataset both would. */
function sharedSnapshot() {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-content-'))
  cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
  /** Publishes a new question for a FAQ item, as an editor would in the Studio. */
  const publishQuestion = (id: string, es: string) => {
    const file = path.join(contentDir, 'data.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes(`"_id":"${id}"`))
    const document = JSON.parse(lines[index]!) as Record<string, unknown>
    document.question = {_type: 'localeString', es, en: es}
    lines[index] = JSON.stringify(document)
    writeFileSync(file, lines.join('\n'))
  }
  return {contentDir, publishQuestion}
}

/** Sanity's webhook call for a published FAQ item, to one origin. */
async function callWebhook(origin: RunningServer, id: string) {
  const response = await callPublishWebhook(origin.url, SECRET, {_id: id, _type: 'faqItem'})
  assert.equal(response.status, 200, await response.clone().text())
}

/**
 * Waits until `origin` serves `text` on /es/ after a publish another origin received at `since`:
 * within the promise's 2 s (the test runs alone in npm test, so the machine's other work does not
 * count in it). Past the bound, says whether the publish had reached the origin at all (its cache
 * of the pages invalidated) or the page was still being made.
 */
async function servesWithinPromise(origin: RunningServer, text: string, since: number) {
  const applied = () =>
    linesOf(origin, /\[publishing\] from another origin: revalidated \/_, (.*, )?\/es, (.*, )?\/en\b/).length
  const before = applied()
  for (;;) {
    if ((await (await fetch(`${origin.url}/es/`)).text()).includes(text)) return
    const elapsed = Date.now() - since
    if (elapsed > PUBLISH_REACHES_EVERY_ORIGIN_MS) {
      const where = applied() > before ? 'it had applied the publish' : 'the publish had not reached it'
      throw new Error(
        `${origin.url} did not serve "${text}" ${elapsed} ms after the publish (${where}):\n${origin.output()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

withValkey('two origins sharing state in Valkey', () => {
  let valkey: TestValkey
  let lake: TestLake
  let origins: RunningServer[]
  let snapshot: ReturnType<typeof sharedSnapshot>

  beforeAll(async () => {
    valkey = await startValkey(program!)
    lake = await startTestLake()
    // A lead past its retention: the first purge of the first origin to purge erases it.
    const expired = newContactRequest(
      {name: 'Antigua', email: 'antigua@example.com', category: '', message: 'Hola', language: 'es', page: '/'},
      undefined,
      monthsBefore(new Date(), 25),
    )
    assert.equal((await mutate(lake, [{create: expired}])).status, 200)
    snapshot = sharedSnapshot()
    // Started together: their first purges fall at the same time.
    origins = await Promise.all([1, 2].map(() => startServer(originSettings(lake, snapshot.contentDir, valkey.url))))
  })
  afterAll(async () => {
    await Promise.all((origins ?? []).map((origin) => origin.stop()))
    await lake?.close()
    await valkey?.stop()
  })

  test('a publish received by one origin: the other serves its new text within 2 s', async () => {
    const [a, b] = origins as [RunningServer, RunningServer]
    for (const origin of origins) assert.deepEqual(await health(origin), {status: 'ok', sharedState: 'connected'})
    snapshot.publishQuestion('faq-1', '¿Qué es Habitum, para todos los orígenes?')
    const published = Date.now()
    const applied = servesWithinPromise(b, '¿Qué es Habitum, para todos los orígenes?', published)
    await callWebhook(a, 'faq-1')
    assert.ok((await (await fetch(`${a.url}/es/`)).text()).includes('¿Qué es Habitum, para todos los orígenes?'))
    await applied
  })

  test('a client’s rate limit counts once across both origins', async () => {
    const [a, b] = origins as [RunningServer, RunningServer]
    const from = '127.0.0.31'
    // CONTACT_RATE_LIMIT is 3 per 10 minutes: three requests, whichever origin takes each.
    for (const origin of [a, b, a]) assert.equal((await sendLead(origin, from)).status, 201)
    for (const origin of [b, a]) {
      const refused = await sendLead(origin, from)
      assert.equal(refused.status, 429, `${origin.url} counted the client's requests to the other origin`)
      assert.ok(Number(refused.headers['retry-after']) > 0)
    }
    assert.equal((await sendLead(b, '127.0.0.32')).status, 201, 'another client is not limited')
    for (const origin of origins) assert.deepEqual(linesOf(origin, /counted in this process/), [], 'the store counted')
  })

  const purged = /\[contact\] retention purge: 1 lead\(s\) received before/
  const skipped = /\[contact\] retention purge skipped: another origin purged/
  /** Until both origins have made their first purge, FIRST_PURGE_DELAY_MS after they started: run or skipped. */
  async function firstPurgesDone() {
    const settled = () => origins.every((origin) => purged.test(origin.output()) || skipped.test(origin.output()))
    const deadline = Date.now() + FIRST_PURGE_DELAY_MS + 60_000
    while (!settled()) {
      if (Date.now() > deadline) throw new Error(origins.map((origin) => origin.output()).join('\n---\n'))
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  test('two origins purging at the same time: one purges, the other skips', async () => {
    await firstPurgesDone()
    const ran = origins.filter((origin) => purged.test(origin.output()))
    assert.equal(ran.length, 1, 'exactly one origin purged')
    assert.equal(origins.filter((origin) => skipped.test(origin.output())).length, 1, 'the other skipped its purge')
  })

  test('npm run contacts -- --purge erases nothing while an origin purges, and purges once it has ended', async () => {
    await firstPurgesDone()
    const expired = newContactRequest(
      {name: 'Vieja', email: 'vieja@example.com', category: '', message: 'Hola', language: 'es', page: '/'},
      undefined,
      monthsBefore(new Date(), 26),
    )
    assert.equal((await mutate(lake, [{create: expired}])).status, 200)
    const purge = () =>
      runScript('scripts/contacts.ts', ['--purge'], {
        ...process.env,
        ...siteWritingTo(lake),
        SHARED_STATE_URL: valkey.url,
        CONTACT_FORM_SECRET: FORM_SECRET,
      })
    // An origin's purge under way: its lock in the store, as the origin holds it (its connection, quiet).
    const quiet = {info: () => undefined, warn: () => undefined}
    const shared = connectSharedState({url: valkey.url, timeoutMs: 5_000}, quiet)
    const store = shared.client
    const runningLock = lockKeyOf(PURGE_RUNNING_LOCK)
    try {
      await once(store, 'ready')
      await store.set(runningLock, 'an-origin', 'PX', 60_000)
      const refused = await purge()
      assert.equal(refused.status, 1, refused.stdout + refused.stderr)
      assert.match(refused.stderr, /An origin of the site is purging now: nothing erased/)
      assert.ok(await getDocument(lake, expired._id), 'the expired lead is still there')

      await store.del(runningLock)
      const purged = await purge()
      assert.equal(purged.status, 0, purged.stdout + purged.stderr)
      assert.match(purged.stdout, /1 lead\(s\) received before/)
      assert.equal(await getDocument(lake, expired._id), undefined)
      assert.equal(await store.exists(runningLock), 0, 'the lock is let go')
    } finally {
      await shared.close()
    }
  })

  test('a slow Valkey holds no request: pages and the rate-limited form answer while it answers nothing', async () => {
    valkey.pause()
    try {
      for (const [index, origin] of origins.entries()) {
        assert.equal(await pageStatus(origin), 200)
        // Its limit is asked of the silent store, then counted in the process after 50 ms.
        assert.equal((await sendLead(origin, `127.0.0.4${index}`)).status, 201)
        assert.equal((await fetch(`${origin.url}/api/health`)).status, 200)
        assert.equal(linesOf(origin, /\[shared-state\] contact rate limit counted in this process/).length, 1)
      }
    } finally {
      valkey.resume()
    }
  })

  test('Valkey lost while serving: pages and the form answer, health warns, and both reconnect when it is back', async () => {
    const [a, b] = origins as [RunningServer, RunningServer]
    await valkey.kill()
    for (const origin of origins) {
      const answer = await sharedStateOf(origin, 'unreachable')
      assert.equal(answer.status, 'degraded')
      assert.match(answer.warning!, /does not answer: rate limits and locks are this origin's own/)
      assert.equal(await pageStatus(origin), 200)
      assert.equal(await pageStatus(origin, '/en/alco'), 200)
      // A lead is never refused because the shared store is down.
      const lead = await sendLead(origin, '127.0.0.51')
      assert.equal(lead.status, 201)
      assert.ok(await getDocument(lake, (JSON.parse(lead.body) as {id: string}).id), 'the lead is in the dataset')
    }
    await valkey.restart()
    for (const origin of origins) {
      assert.deepEqual(await sharedStateOf(origin, 'connected'), {status: 'ok', sharedState: 'connected'})
      // Said once when lost (however many times it was tried meanwhile), once when back.
      assert.equal(linesOf(origin, /\[shared-state\] lost /).length, 1, origin.output())
      assert.equal(linesOf(origin, /\[shared-state\] connected to /).length, 2, origin.output())
    }
    // The publishes are heard again: the channel was subscribed to again on reconnection.
    snapshot.publishQuestion('faq-1', '¿Qué es Habitum, de vuelta?')
    const published = Date.now()
    const applied = servesWithinPromise(a, '¿Qué es Habitum, de vuelta?', published)
    await callWebhook(b, 'faq-1')
    await applied
  })
})

withValkey('an origin whose Valkey cannot be reached at start', () => {
  test('starts, says so once, answers pages and leads, and shares once Valkey answers', async () => {
    const lake = await startTestLake()
    const port = await freePort()
    const {contentDir} = sharedSnapshot()
    const origin = await startServer(originSettings(lake, contentDir, `redis://127.0.0.1:${port}`))
    let valkey: TestValkey | undefined
    try {
      const answer = await sharedStateOf(origin, 'unreachable')
      assert.equal(answer.status, 'degraded')
      assert.equal(await pageStatus(origin), 200)
      assert.equal((await sendLead(origin, '127.0.0.61')).status, 201)
      assert.equal(linesOf(origin, /\[shared-state\] cannot reach redis:\/\/127\.0\.0\.1:\d+/).length, 1)
      valkey = await startValkey(program!, port)
      assert.equal((await sharedStateOf(origin, 'connected')).status, 'ok')
    } finally {
      await origin.stop()
      await lake.close()
      await valkey?.stop()
    }
  })

  test('refuses to start with the leads in a folder of its own, naming both settings', async () => {
    const started = startServer({SHARED_STATE_URL: 'redis://127.0.0.1:6379', CONTACT_FORM_SECRET: FORM_SECRET})
    await assert.rejects(started, /SHARED_STATE_URL is set but SANITY_API_WRITE_TOKEN is not/)
  })
})

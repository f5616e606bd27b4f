/** @jest-environment node */
import {readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import assert from '../support/assert'
import {freePort, startServer, type RunningServer} from '../../scripts/packagedServer'
import {startValkey, valkeyProgram, type TestValkey} from '../../scripts/valkey'
import {startVarnish, varnishProgram, type TestVarnish} from '../../scripts/varnish'
import {ADDED, COMING, contentWithComingRevision, NOTICE_MARK} from '../support/comingRevision'
import {siteWritingTo, startTestLake, type TestLake} from '../support/localLake'
import {callPublishWebhook} from '../support/webhook'
import {download, eventually} from './requests'

/**
 * Two origins sharing state behind Varnish (deploy/varnish/site.vcl), each purging it
 * (CDN_PURGE), on a clock moved by the test (tests/studio/fakeDate.mjs): a publish and a legal
 * change taking effect at midnight in Buenos Aires each reach visitors through Varnish, purged
 * once whatever the number of origins, and only once both origins have regenerated their pages.
 */
const varnish = varnishProgram()
const valkey = valkeyProgram()
if (!varnish || !valkey)
  console.warn(
    'tests/api/cdn-two-origins.test.ts skipped: it needs varnishd with the xkey module and valkey-server or ' +
      'redis-server (scripts/setup.sh installs them with apt-get)',
  )
const withBoth = varnish && valkey ? describe : describe.skip

const SECRET = 'webhook-secret-for-tests'
const FORM_SECRET = 'a-form-secret-every-origin-shares-0123456789'
const FAKE_DATE = path.resolve(__dirname, '../studio/fakeDate.mjs')
/** Two minutes before the terms' revision of COMING takes effect (Buenos Aires is UTC-3). */
const BEFORE_MIDNIGHT = '2030-12-31T23:58:00-03:00'
const AFTER_MIDNIGHT = `${COMING}T00:00:05-03:00`
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

withBoth('two origins behind Varnish, purging it', () => {
  let store: TestValkey
  let lake: TestLake
  let origins: RunningServer[]
  let cdn: TestVarnish
  let contentDir: string
  let clockFile: string

  beforeAll(async () => {
    store = await startValkey(valkey!)
    lake = await startTestLake()
    contentDir = contentWithComingRevision()
    clockFile = path.join(contentDir, 'clock')
    writeFileSync(clockFile, BEFORE_MIDNIGHT)
    const port = await freePort()
    const settings = {
      ...siteWritingTo(lake),
      CONTENT_DIR: contentDir,
      SANITY_WEBHOOK_SECRET: SECRET,
      CONTACT_FORM_SECRET: FORM_SECRET,
      SHARED_STATE_URL: store.url,
      CDN_PURGE: `varnish:http://127.0.0.1:${port}`,
      NODE_OPTIONS: `--import ${FAKE_DATE}`,
      FAKE_NOW: BEFORE_MIDNIGHT,
      FAKE_NOW_FILE: clockFile,
      SCHEDULED_PUBLISHING_CHECK_SECONDS: '1',
    }
    origins = await Promise.all([1, 2].map(() => startServer(settings)))
    cdn = await startVarnish(
      varnish!,
      origins.map(({url}) => url),
      {port},
    )
  })
  afterAll(async () => {
    await cdn?.stop()
    await Promise.all((origins ?? []).map((origin) => origin.stop()))
    await lake?.close()
    await store?.stop()
    if (contentDir) rmSync(contentDir, {recursive: true, force: true})
  })

  /** Publishes a new question for a FAQ item in the snapshot both origins read, as the Studio would. */
  const publishQuestion = (id: string, es: string) => {
    const file = path.join(contentDir, 'data.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes(`"_id":"${id}"`))
    const document = JSON.parse(lines[index]!) as Record<string, unknown>
    document.question = {_type: 'localeString', es}
    lines[index] = JSON.stringify(document)
    writeFileSync(file, lines.join('\n'))
  }
  const purges = () =>
    origins.flatMap((origin) =>
      origin
        .output()
        .split('\n')
        .filter((line) => line.includes('[cdn] purged')),
    )
  const throughVarnish = async (pathname: string) => {
    const answer = await download(`${cdn.url}${pathname}`, 'identity', {accept: BROWSER_ACCEPT})
    return {cache: String(answer.headers['x-cache']), text: answer.body.toString('utf8')}
  }
  /**
   * Each origin answers `pathname` from a copy made on its own clock: the build's copies, made
   * today from content announcing nothing, are stale there and regenerated on the first visits.
   */
  const regeneratedOnBoth = (pathname: string) =>
    Promise.all(
      origins.map((origin) =>
        eventually(
          () => download(`${origin.url}${pathname}`, 'identity', {accept: BROWSER_ACCEPT}),
          (answer) =>
            answer.body.toString('utf8').includes(NOTICE_MARK) && answer.headers['x-nextjs-cache'] !== 'STALE',
          `${origin.url}${pathname} regenerated on the test's clock`,
        ),
      ),
    )

  test('a publish one origin receives is purged once, and Varnish serves the new text', async () => {
    await regeneratedOnBoth('/alco')
    await throughVarnish('/alco')
    assert.equal((await throughVarnish('/alco')).cache, 'HIT')
    // The origins say how long Varnish may keep it: until the terms change at midnight, no longer.
    const origin = await download(`${origins[0]!.url}/alco`, 'identity', {accept: BROWSER_ACCEPT})
    const kept = Number(/max-age=(\d+)/.exec(String(origin.headers['surrogate-control']))?.[1])
    assert.ok(
      kept > 60 && kept <= 120,
      `kept at the edge until midnight: ${String(origin.headers['surrogate-control'])}`,
    )

    const before = purges().length
    publishQuestion('faq-21', '¿Cuánto cuesta el programa de ALCO, de verdad?')
    const response = await callPublishWebhook(
      origins[0]!.url,
      SECRET,
      {_id: 'faq-21', _type: 'faqItem'},
      Date.parse(BEFORE_MIDNIGHT),
    )
    assert.equal(response.status, 200, await response.clone().text())
    // Whichever origin Varnish asks next, it has the new page: the purge waited for both.
    await eventually(
      () => throughVarnish('/alco'),
      ({text}) => text.includes('de verdad?'),
      'Varnish serves the published question',
    )
    for (let visit = 0; visit < 4; visit++)
      assert.ok((await throughVarnish('/alco')).text.includes('de verdad?'), 'never the old page again')
    assert.equal(purges().length - before, 1, `purged once:\n${purges().join('\n')}`)
    assert.ok(
      origins[1]!.output().includes('[publishing] from another origin: revalidated'),
      'the other origin regenerated its pages too',
    )
  })

  test('the legal change at midnight reaches Varnish without a publish, purged once after both origins regenerated', async () => {
    for (const pathname of ['/legal/terms-of-use', '/']) {
      await regeneratedOnBoth(pathname)
      await throughVarnish(pathname)
      const kept = await throughVarnish(pathname)
      assert.equal(kept.cache, 'HIT', pathname)
      assert.ok(kept.text.includes(NOTICE_MARK), `${pathname} announces the change before midnight`)
    }
    assert.ok(!(await throughVarnish('/legal/terms-of-use')).text.includes(ADDED))

    const before = purges().length
    writeFileSync(clockFile, AFTER_MIDNIGHT)
    await eventually(
      () => throughVarnish('/legal/terms-of-use'),
      ({text}) => text.includes(ADDED),
      'Varnish serves the revision in force from midnight',
    )
    await eventually(
      () => throughVarnish('/'),
      ({text}) => !text.includes(NOTICE_MARK),
      'Varnish serves the home page without the notice from midnight',
    )
    const purged = purges().slice(before)
    assert.deepEqual(
      purged.map((line) => line.replace(/^.*\[cdn\]/, '[cdn]')),
      ['[cdn] purged site'],
      'one purge of every answer, by one origin',
    )
    for (const origin of origins)
      assert.ok(origin.output().includes('[dated] legalDocument legal-terms-of-use: took effect'), origin.url)
  })
})

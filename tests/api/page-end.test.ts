/** @jest-environment node */
import assert from '../support/assert'
import {appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {callPublishWebhook} from '../support/webhook'
import {eventually} from './requests'

/**
 * A page past its end date («Dejar de mostrar desde», Buenos Aires) answers 410 with a page in
 * the visitor's language, or a 308 to the page the editor chose, and leaves the sitemap; before
 * that day it is shown as always. Two servers on the same content, their clocks moved to either
 * side of midnight in Buenos Aires (tests/studio/fakeDate.mjs), show the day alone decides it.
 */

const SECRET = 'webhook-secret-for-page-end-tests'
const repository = path.resolve(__dirname, '../..')
const FAKE_DATE = path.join(repository, 'tests/studio/fakeDate.mjs')
const END_DATE = '2031-06-01'
/** 02:59 UTC on the end date: still the day before in Buenos Aires (UTC-3). */
const EVE = '2031-06-01T02:59:00Z'
const ON_THE_DAY = '2031-06-01T03:01:00Z'

describe('pages with an end date, answered by the production server', () => {
  let contentDir: string
  let eve: RunningServer
  let onTheDay: RunningServer
  const dataFile = () => path.join(contentDir, 'data.ndjson')

  /** A copy of the published «alco» page at another address, with end-date fields. */
  const pageLine = (id: string, slug: string, fields: Record<string, unknown>) => {
    const alco = readFileSync(path.join(repository, 'content/data.ndjson'), 'utf8')
      .split('\n')
      .map((line) => line && (JSON.parse(line) as {_id: string}))
      .find((document) => document && document._id === 'page-alco')!
    return JSON.stringify({...alco, _id: id, slug: {_type: 'slug', current: slug}, ...fields})
  }
  const get = (server: RunningServer, pathname: string) => fetch(`${server.url}${pathname}`, {redirect: 'manual'})
  const sitemapPaths = async (server: RunningServer) => {
    const xml = await (await get(server, '/sitemap.xml')).text()
    return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1]!)
  }
  const publishCall = async (server: RunningServer, now: string, id: string) => {
    const response = await callPublishWebhook(server.url, SECRET, {_id: id, _type: 'page'}, Date.parse(now))
    assert.equal(response.status, 200)
  }

  beforeAll(async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-page-end-'))
    cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
    appendFileSync(
      dataFile(),
      [
        '',
        pageLine('page-promo', 'promo-2025', {endDate: '2026-01-10', afterEnd: 'gone'}),
        pageLine('page-precios', 'precios-2025', {
          endDate: '2026-01-10',
          afterEnd: 'redirect',
          endRedirect: {_type: 'reference', _ref: 'page-alco'},
        }),
        pageLine('page-temporada', 'temporada', {endDate: END_DATE, afterEnd: 'gone'}),
      ].join('\n'),
    )
    const serverAt = (now: string) =>
      startServer({
        CONTENT_DIR: contentDir,
        SANITY_WEBHOOK_SECRET: SECRET,
        NODE_OPTIONS: `--import ${FAKE_DATE}`,
        FAKE_NOW: now,
      })
    ;[eve, onTheDay] = await Promise.all([serverAt(EVE), serverAt(ON_THE_DAY)])
  })
  afterAll(() => Promise.all([eve?.stop(), onTheDay?.stop()]))

  test('a page past its end date answers 410 with a page saying so in the language of its address', async () => {
    for (const [pathname, lang, title] of [
      ['/promo-2025', 'es', 'Esta página ya no existe'],
      ['/es/promo-2025/', 'es', 'Esta página ya no existe'],
      ['/en/promo-2025', 'en', 'This page no longer exists'],
    ] as const) {
      const response = await get(eve, pathname)
      assert.equal(response.status, 410, pathname)
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/)
      // The marking between the proxy and the server goes no further.
      assert.equal(response.headers.get('x-habitum-status'), null)
      const html = await response.text()
      assert.match(html, new RegExp(`<html lang="${lang}"`), pathname)
      assert.match(html, new RegExp(`<h1[^>]*>${title}</h1>`), pathname)
      assert.match(html, /<meta name="robots" content="noindex, follow"/)
    }
  })

  test('a page set to redirect answers 308 to the chosen page, in the same language, keeping the query', async () => {
    for (const [pathname, location] of [
      ['/precios-2025', '/alco'],
      ['/en/precios-2025?ref=qr', '/en/alco?ref=qr'],
    ]) {
      const response = await get(eve, pathname!)
      assert.equal(response.status, 308, pathname)
      assert.equal(response.headers.get('location'), location, pathname)
    }
  })

  test('the day in Buenos Aires decides: shown on its eve, gone from midnight on, without a publish', async () => {
    assert.equal((await get(eve, '/temporada')).status, 200)
    assert.equal((await get(eve, '/en/temporada')).status, 200)
    assert.equal((await get(onTheDay, '/temporada')).status, 410)
    assert.equal((await get(onTheDay, '/en/temporada')).status, 410)
  })

  test('the sitemap leaves out the pages past their end date (made again within a minute)', async () => {
    const onEve = await eventually(
      () => sitemapPaths(eve),
      (paths) => paths.includes('/temporada'),
      'the sitemap on the eve lists /temporada',
    )
    assert.ok(onEve.includes('/en/temporada'))
    assert.ok(onEve.includes('/alco'))
    for (const gone of ['/promo-2025', '/precios-2025', '/en/promo-2025']) assert.ok(!onEve.includes(gone), gone)

    const onDay = await eventually(
      () => sitemapPaths(onTheDay),
      (paths) => paths.includes('/alco') && !paths.includes('/temporada'),
      'the sitemap on the day leaves /temporada out',
    )
    assert.ok(!onDay.includes('/en/temporada'))
  })

  test('the gone page has no address of its own', async () => {
    for (const pathname of ['/_gone', '/es/_gone', '/en/_gone', '/_/_gone']) {
      assert.equal((await get(eve, pathname)).status, 404, pathname)
    }
  })

  test('an end date published later takes effect with the webhook call, without a rebuild', async () => {
    assert.equal((await get(eve, '/alco')).status, 200)
    const ending = {endDate: '2031-05-01', afterEnd: 'redirect', endRedirect: {_type: 'reference', _ref: 'page-home'}}
    const lines = readFileSync(dataFile(), 'utf8').split('\n')
    const alco = lines.findIndex((line) => line.includes('"_id":"page-alco"'))
    lines[alco] = pageLine('page-alco', 'alco', ending)
    writeFileSync(dataFile(), lines.join('\n'))
    await publishCall(eve, EVE, 'page-alco')
    const moved = await get(eve, '/en/alco')
    assert.equal(moved.status, 308)
    assert.equal(moved.headers.get('location'), '/en')
  })
})

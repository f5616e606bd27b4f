/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {inlineScriptHashes, scriptHashesOf} from '../support/policy'

const SECRET = 'webhook-secret-for-tests'
const repository = path.resolve(__dirname, '../..')

type Document = {_id: string; [field: string]: unknown}

/** The home page in each language, and its Markdown copies (web/app/[locale]/%5Fmarkdown). */
const HOME_AND_COPIES = ['/_', '/_/_markdown', '/es', '/es/_markdown', '/en', '/en/_markdown']

describe('POST /api/revalidate: a publish reaches the running production server', () => {
  let server: RunningServer
  let contentDir: string

  /** Edits one document of the server's snapshot, as a publish in the Studio would. */
  const publish = (id: string, edit: (document: Document) => void) => {
    const file = path.join(contentDir, 'data.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes(`"_id":"${id}"`))
    assert.ok(index >= 0, `no document ${id} in the snapshot`)
    const document = JSON.parse(lines[index]!) as Document
    edit(document)
    lines[index] = JSON.stringify(document)
    writeFileSync(file, lines.join('\n'))
  }
  const callWebhook = (body: string, signature?: string) =>
    fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...(signature ? {[SIGNATURE_HEADER_NAME]: signature} : {})},
      body,
    })
  const signed = async (body: string, secret = SECRET) =>
    callWebhook(body, await encodeSignatureHeader(body, Date.now(), secret))
  const page = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`)
    assert.equal(response.status, 200, pathname)
    return response.text()
  }
  const assertShows = async (pathname: string, text: string, shows = true) => {
    assert.equal(
      (await page(pathname)).includes(text),
      shows,
      `${pathname} ${shows ? 'lacks' : 'still shows'} "${text}"`,
    )
  }

  beforeAll(async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-content-'))
    cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
    server = await startServer({SANITY_WEBHOOK_SECRET: SECRET, CONTENT_DIR: contentDir})
  })
  afterAll(() => server.stop())

  test('an unsigned or wrongly signed call is refused with 401 and changes nothing', async () => {
    publish('faq-1', (faq) => {
      faq.question = {
        _type: 'localeString',
        es: '¿Qué es Habitum, en dos líneas?',
        en: 'What is Habitum, in two lines?',
      }
    })
    const body = JSON.stringify({_id: 'faq-1', _type: 'faqItem'})
    const refusals = [
      await callWebhook(body),
      await callWebhook(body, 't=1700000000000,v1=not-a-signature'),
      await callWebhook(body, 'garbage'),
      await signed(body, 'someone-elses-secret'),
    ]
    for (const response of refusals) {
      assert.equal(response.status, 401)
      assert.equal(((await response.json()) as {error: string}).error, 'invalid_signature')
    }
    await assertShows('/', '¿Qué es Habitum?')
    await assertShows('/', 'en dos líneas', false)
  })

  test('a signed call for a FAQ item regenerates exactly the pages that list it', async () => {
    const response = await signed(JSON.stringify({_id: 'faq-1', _type: 'faqItem'}))
    assert.equal(response.status, 200)
    assert.deepEqual(((await response.json()) as {revalidated: string[]}).revalidated, HOME_AND_COPIES)
    await assertShows('/', '¿Qué es Habitum, en dos líneas?')
    await assertShows('/es/', '¿Qué es Habitum, en dos líneas?')
    await assertShows('/en/', 'What is Habitum, in two lines?')
  })

  test('a signed call for a page regenerates its addresses in both languages, their Markdown copies, the sitemap and llms.txt', async () => {
    publish('page-alco', (alco) => {
      const [hero] = alco.sections as Array<Record<string, unknown>>
      hero!.chosenBy = {_type: 'localeString', es: 'las nutricionistas de ALCO', en: "ALCO's nutritionists"}
    })
    const response = await signed(JSON.stringify({_id: 'page-alco', _type: 'page', previousSlug: 'alco'}))
    assert.equal(response.status, 200)
    assert.deepEqual(((await response.json()) as {revalidated: string[]}).revalidated, [
      '/_/alco',
      '/_/_markdown/alco',
      '/es/alco',
      '/es/_markdown/alco',
      '/en/alco',
      '/en/_markdown/alco',
      '/sitemap.xml',
      '/llms.txt',
    ])
    await assertShows('/alco', 'La app elegida por las nutricionistas de ALCO')
    await assertShows('/en/alco', 'ALCO&#x27;s nutritionists')
  })

  test('a regenerated page goes out at once with the policy of its new version, whose scripts it names', async () => {
    const before = await fetch(`${server.url}/en/`)
    const [beforeTag, beforePolicy] = [before.headers.get('etag')!, before.headers.get('content-security-policy')!]
    assert.deepEqual(scriptHashesOf(beforePolicy), inlineScriptHashes(await before.text()))
    const versionsOfEnglishHome = () => server.output().match(/^\[pages\] \/en\/ /gm)?.length ?? 0
    const processed = versionsOfEnglishHome()
    publish('faq-1', (faq) => {
      faq.question = {_type: 'localeString', es: '¿Qué es Habitum, otra vez?', en: 'What is Habitum, once more?'}
    })
    assert.equal((await signed(JSON.stringify({_id: 'faq-1', _type: 'faqItem'}))).status, 200)
    // A browser or CDN holding the earlier version asks with its tag, and gets the new one whole.
    const after = await fetch(`${server.url}/en/`, {headers: {'if-none-match': beforeTag}})
    assert.equal(after.status, 200)
    const html = await after.text()
    assert.ok(html.includes('What is Habitum, once more?'))
    assert.notEqual(after.headers.get('etag'), beforeTag)
    const policy = after.headers.get('content-security-policy')!
    assert.deepEqual(scriptHashesOf(policy), inlineScriptHashes(html))
    assert.notDeepEqual(scriptHashesOf(policy), scriptHashesOf(beforePolicy), 'the page data is another script')
    await (await fetch(`${server.url}/en/`)).arrayBuffer()
    assert.equal(versionsOfEnglishHome(), processed + 1, 'the new version processed once, on its first request')
  })

  test('a signed call for the site settings regenerates every page', async () => {
    publish('siteSettings', (settings) => {
      settings.phone = '+54 11 4000-2026'
    })
    const response = await signed(JSON.stringify({_id: 'siteSettings', _type: 'siteSettings'}))
    assert.equal(response.status, 200)
    for (const pathname of ['/', '/en/', '/alco', '/legal/privacy-policy', '/en/legal/terms-of-use']) {
      await assertShows(pathname, '+54 11 4000-2026')
    }
  })

  test('a signed body that is not what the webhook sends is refused with 400, naming the problem', async () => {
    const cases: Array<[string, RegExp]> = [
      ['not json', /not valid JSON/],
      ['[]', /JSON object/],
      [JSON.stringify({_type: 'faqItem'}), /"_id"/],
      [JSON.stringify({_id: 'faq-1', _type: 7}), /"_type"/],
      [JSON.stringify({_id: 'page-alco', _type: 'page', previousSlug: 3}), /"previousSlug"/],
    ]
    for (const [body, problem] of cases) {
      const response = await signed(body)
      assert.equal(response.status, 400, body)
      const answer = (await response.json()) as {error: string; message: string}
      assert.equal(answer.error, 'invalid_body')
      assert.match(answer.message, problem)
    }
  })

  test('drafts and documents the site does not show regenerate nothing', async () => {
    for (const change of [
      {_id: 'drafts.faq-1', _type: 'faqItem'},
      {_id: 'image-abc-10x10-svg', _type: 'sanity.imageAsset'},
    ]) {
      const response = await signed(JSON.stringify(change))
      assert.equal(response.status, 200)
      assert.deepEqual(((await response.json()) as {revalidated: string[]}).revalidated, [])
    }
  })

  test('a signed call replayed later, or dated ahead, is refused with 401 and changes nothing', async () => {
    publish('faq-2', (faq) => {
      faq.question = {
        _type: 'localeString',
        es: '¿Para quién es Habitum, repetido?',
        en: 'Who is Habitum for, replayed?',
      }
    })
    const body = JSON.stringify({_id: 'faq-2', _type: 'faqItem'})
    const minutes = 60_000
    // A call captured in 2021 (the audit's), one six minutes old, one six minutes ahead.
    for (const time of [Date.parse('2021-06-01T12:00:00Z'), Date.now() - 6 * minutes, Date.now() + 6 * minutes]) {
      const response = await callWebhook(body, await encodeSignatureHeader(body, time, SECRET))
      assert.equal(response.status, 401, new Date(time).toISOString())
      const answer = (await response.json()) as {error: string; message: string}
      assert.equal(answer.error, 'invalid_signature')
      assert.match(answer.message, /more than 5 minutes from now/)
    }
    await assertShows('/', '¿Para quién es Habitum?')
    await assertShows('/', 'repetido', false)
  })

  test('a delivery repeated with the same idempotency-key regenerates nothing the second time', async () => {
    const body = JSON.stringify({_id: 'faq-3', _type: 'faqItem'})
    const deliver = async (key: string) =>
      fetch(`${server.url}/api/revalidate`, {
        method: 'POST',
        headers: {
          [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
          'idempotency-key': key,
        },
        body,
      })
    const edit = (question: string) =>
      publish('faq-3', (faq) => {
        faq.question = {_type: 'localeString', es: question, en: question}
      })

    edit('¿Cuánto cuesta? (primera entrega)')
    const first = await deliver('delivery-1')
    assert.deepEqual(((await first.json()) as {revalidated: string[]}).revalidated, HOME_AND_COPIES)
    await assertShows('/', '(primera entrega)')

    edit('¿Cuánto cuesta? (segunda edición)')
    const repeated = await deliver('delivery-1')
    assert.equal(repeated.status, 200)
    assert.deepEqual(await repeated.json(), {revalidated: [], reason: 'this delivery was handled already'})
    await assertShows('/', '(primera entrega)')

    assert.equal((await deliver('delivery-2')).status, 200)
    await assertShows('/', '(segunda edición)')
  })

  test('an oversized body is refused with 413', async () => {
    const response = await signed(JSON.stringify({_id: 'faq-1', _type: 'faqItem', padding: 'x'.repeat(70_000)}))
    assert.equal(response.status, 413)
  })
})

describe('POST /api/revalidate without a configured secret', () => {
  test('answers 503 and says what to set', async () => {
    const server = await startServer()
    try {
      const body = JSON.stringify({_id: 'faq-1', _type: 'faqItem'})
      const response = await fetch(`${server.url}/api/revalidate`, {
        method: 'POST',
        headers: {[SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET)},
        body,
      })
      assert.equal(response.status, 503)
      assert.match(((await response.json()) as {message: string}).message, /SANITY_WEBHOOK_SECRET/)
    } finally {
      await server.stop()
    }
  })
})

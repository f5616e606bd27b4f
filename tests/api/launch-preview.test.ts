/** @jest-environment node */
import assert from '../support/assert'
import {LOCAL_PROJECT_ID} from '../../local-lake/config'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {mutate} from '../local-lake/lakeTest'
import {startTestLake, type TestLake} from '../support/localLake'

/**
 * A launch's preview over HTTP (docs/studio.md «Previewing a launch»): the site reads the local
 * lake as a Sanity project; the launch changes a FAQ item shown on the home page and adds a page
 * never published, while other drafts in progress (content/'s drafted FAQ question and its
 * unpublished /empresas) stay out of it.
 */
const SECRET = 'launch-preview-secret-for-tests'
const LAUNCH = {_id: 'launch-verano', _type: 'launch', title: 'Campaña de verano', status: 'draft'}
const LAUNCH_QUESTION = {es: '¿Qué es Habitum este verano?', en: 'What is Habitum this summer?'}
const SUMMER_HEADING = {es: 'Preguntas del verano', en: 'Summer questions'}
/** content/'s own drafts: a drafted FAQ question on the home page, a page never published. */
const OTHER_DRAFT_QUESTION = '¿Qué relojes y balanzas puedo conectar con la app?'
const PUBLISHED_OTHER_QUESTION = '¿Qué dispositivos puedo sincronizar con la app?'
const PREVIEW_COOKIES = ['__prerender_bypass', 'habitum-launch-preview']

const localized = (value: {es: string; en: string}) => ({_type: 'localeString', ...value})

async function seedLaunch(lake: TestLake) {
  const published = (await lake.request('GET', `/v2025-02-19/data/doc/${lake.dataset}/faq-1`)).json() as {
    documents: Array<Record<string, unknown>>
  }
  const {_rev, _updatedAt, _createdAt, ...faq} = published.documents[0]!
  void [_rev, _updatedAt, _createdAt]
  const response = await mutate(lake, [
    {createOrReplace: {...faq, _id: 'drafts.faq-1', question: localized(LAUNCH_QUESTION)}},
    {
      createOrReplace: {
        _id: 'drafts.page-verano',
        _type: 'page',
        title: localized({es: 'Verano saludable', en: 'Healthy summer'}),
        slug: {_type: 'slug', current: 'verano'},
        sections: [
          {
            _type: 'faq',
            _key: 'veranoFaq',
            heading: localized(SUMMER_HEADING),
            items: [{_type: 'reference', _ref: 'faq-1', _key: 'veranoFaq1'}],
          },
        ],
      },
    },
    {
      createOrReplace: {
        ...LAUNCH,
        changes: [
          {_key: 'c1', _type: 'change', documentId: 'faq-1', documentType: 'faqItem'},
          {_key: 'c2', _type: 'change', documentId: 'page-verano', documentType: 'page'},
        ],
      },
    },
    // What the Studio's Presentation tool writes before it opens the site (@sanity/preview-url-secret).
    {
      createOrReplace: {
        _id: 'drafts.sanity-preview-url-secret.tests',
        _type: 'sanity.previewUrlSecret',
        secret: SECRET,
        source: 'tests',
        studioUrl: lake.origin,
        userId: 'tests',
      },
    },
  ])
  assert.equal(response.status, 200, response.text)
}

describe("a launch's preview over HTTP, the site reading the lake", () => {
  let lake: TestLake
  let server: RunningServer
  beforeAll(async () => {
    lake = await startTestLake()
    await seedLaunch(lake)
    server = await startServer({
      SANITY_PROJECT_ID: LOCAL_PROJECT_ID,
      SANITY_DATASET: lake.dataset,
      SANITY_API_READ_TOKEN: 'launch-preview-tests',
      SANITY_API_HOST: lake.origin,
      SANITY_STUDIO_URL: lake.origin,
      NODE_EXTRA_CA_CERTS: lake.caFile,
      CONTENT_DIR: lake.contentDir,
    })
  })
  afterAll(async () => {
    await server?.stop()
    await lake?.close()
  })

  /** Opens preview as the Presentation tool does: the secret, and the page it was asked for. */
  const enable = (page: string) =>
    fetch(
      `${server.url}/api/draft-mode/enable?sanity-preview-secret=${SECRET}&sanity-preview-pathname=${encodeURIComponent(page)}`,
      {redirect: 'manual'},
    )
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .filter((cookie) => !cookie.endsWith('='))
  const page = async (pathname: string, cookies: string[]) => {
    const response = await fetch(`${server.url}${pathname}`, {headers: {cookie: cookies.join('; ')}})
    return {response, html: await response.text()}
  }

  test('shows the launch on every page in both languages, and no other draft, privately', async () => {
    const enabled = await enable('/?launch=launch-verano')
    assert.equal(enabled.status, 307, await enabled.clone().text())
    assert.doesNotMatch(enabled.headers.get('location') ?? '', /launch=/, 'the page loses the parameter')
    const cookies = cookiesOf(enabled)
    assert.deepEqual(
      cookies.map((cookie) => cookie.split('=')[0]).filter((name) => PREVIEW_COOKIES.includes(name!)),
      PREVIEW_COOKIES,
    )

    const home = await page('/', cookies)
    assert.equal(home.response.status, 200)
    assert.match(home.response.headers.get('cache-control') ?? '', /private/)
    assert.match(home.response.headers.get('cache-control') ?? '', /no-store/)
    assert.equal(home.response.headers.get('x-robots-tag'), 'noindex')
    assert.ok(home.html.includes('Vista previa: lanzamiento «Campaña de verano»'), 'the banner names the launch')
    assert.ok(home.html.includes(LAUNCH_QUESTION.es), "the launch's question")
    assert.ok(home.html.includes(PUBLISHED_OTHER_QUESTION), 'another draft in progress: its published version')
    assert.ok(!home.html.includes(OTHER_DRAFT_QUESTION), 'no draft outside the launch')

    const english = await page('/en/', cookies)
    assert.ok(english.html.includes('Preview: launch “Campaña de verano”'), english.html.slice(0, 200))
    assert.ok(english.html.includes(LAUNCH_QUESTION.en))

    // The page the launch publishes for the first time answers at its slug; another unpublished one does not.
    for (const [pathname, lang] of [
      ['/verano', 'es'],
      ['/en/verano', 'en'],
    ] as const) {
      const summer = await page(pathname, cookies)
      assert.equal(summer.response.status, 200, pathname)
      assert.ok(summer.html.includes(SUMMER_HEADING[lang]), pathname)
      assert.ok(summer.html.includes(LAUNCH_QUESTION[lang]), pathname)
    }
    assert.equal((await page('/empresas', cookies)).response.status, 404)
  })

  test('visitors see none of it', async () => {
    const home = await page('/', [])
    assert.ok(!home.html.includes(LAUNCH_QUESTION.es))
    assert.ok(!home.html.includes('Vista previa'))
    assert.equal((await page('/verano', [])).response.status, 404)
  })

  test('opening preview without a launch, or leaving it, leaves the launch', async () => {
    const launchCookies = cookiesOf(await enable('/?launch=launch-verano'))
    const drafts = await enable('/')
    assert.equal(drafts.status, 307)
    assert.match(drafts.headers.getSetCookie().join(), /habitum-launch-preview=;.*Expires=Thu, 01 Jan 1970/i)
    const draftCookies = cookiesOf(drafts)
    const home = await page('/', draftCookies)
    assert.ok(home.html.includes('Vista previa: borrador'))
    assert.ok(home.html.includes(OTHER_DRAFT_QUESTION), 'every draft again')

    const left = await fetch(`${server.url}/api/draft-mode/disable?redirect=/`, {
      headers: {cookie: launchCookies.join('; ')},
      redirect: 'manual',
    })
    assert.equal(left.status, 307)
    assert.match(left.headers.getSetCookie().join(), /habitum-launch-preview=;.*Expires=Thu, 01 Jan 1970/i)
  })

  test('a launch that does not exist is a 404 naming the parameter, a malformed one a 400, and neither sets a cookie', async () => {
    for (const [page, status] of [
      ['/?launch=launch-otono', 404],
      ['/?launch=drafts.launch-verano', 400],
    ] as const) {
      const response = await enable(page)
      assert.equal(response.status, status, page)
      assert.deepEqual(response.headers.getSetCookie(), [], page)
      assert.match(((await response.json()) as {message: string}).message, /"launch"/, page)
    }
    const direct = await fetch(
      `${server.url}/api/draft-mode/enable?sanity-preview-secret=${SECRET}&launch=launch-otono`,
      {
        redirect: 'manual',
      },
    )
    assert.equal(direct.status, 404)
  })
})

describe('with the bundled snapshot, a launch preview is unavailable', () => {
  test('enabling it is a 404 saying that launches are read from the Content Lake', async () => {
    const server = await startServer({PREVIEW_SECRET: SECRET})
    try {
      const response = await fetch(`${server.url}/api/draft-mode/enable?secret=${SECRET}&launch=launch-verano`, {
        redirect: 'manual',
      })
      assert.equal(response.status, 404)
      assert.deepEqual(response.headers.getSetCookie(), [])
      assert.match(await response.text(), /Content Lake/)
    } finally {
      await server.stop()
    }
  })
})

import {existsSync, readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {expect, test as base, type Browser, type BrowserContext, type Locator, type Page} from '@playwright/test'
import {LOCAL_DATASET, LOCAL_PROJECT_ID} from '../../local-lake/config'
import type {LakeDocument} from '../../local-lake/documents'
import type {LocalUser} from '../../local-lake/project'
import {mutate} from '../local-lake/lakeTest'
import {startTestLake, type TestLake} from '../support/localLake'
import {holdPort} from '../support/portLock'
import {startServer, type RunningServer} from '../../scripts/packagedServer'

export {expect}
export type {Locator, Page}

const repository = path.resolve(__dirname, '../..')
/** Where the suite's Studio is built (globalSetup), for a lake that serves it on any port. */
export const STUDIO_BUILD_DIR = path.join(repository, 'dist/studio-tests')
const WEBHOOK_SECRET = 'studio-tests-webhook-secret'
const FAKE_DATE = path.join(__dirname, 'fakeDate.mjs')

/**
 * What the built Studio logs offline that is no fault: hosted services it asks for and the lake
 * does not offer (presence over WebSocket, telemetry, the help menu's news, schema descriptors,
 * upsell journeys), files from Sanity's CDNs (the auto-update check, the bridge, fonts), and the
 * site's link check (schemas/validation/externalLinks.ts) where no site of its own runs beside the Studio.
 */
const OFFLINE_NOISE = [
  /WebSocket connection to '.*\/socket\//,
  /WebSocketError: WebSocket connection error/,
  /Failed to fetch version for package/,
  /Failed to load resource: .*\(https:\/\/(?!([a-z0-9-]+\.)?localhost[:/])/,
  /Failed to load resource: the server responded with a status of 404 .*\/v[\w-]+\/(journey|intake|descriptors|help)\b/,
  // Refused, or answered for another test's Studio (403, no CORS) while that test's site runs there.
  /http:\/\/localhost:3000\/api\/link-check\?/,
]

export type SiteOptions = {
  /** The site's clock (an ISO date and time): for content that depends on the day. */
  today?: string
  /**
   * Reads its content from the lake as from a Sanity project, drafts included in preview (the
   * Presentation tool), rather than from the files the lake writes on publishing.
   */
  fromLake?: boolean
  /** More of the server's settings (docs/deploying.md), e.g. its PORT. */
  env?: Record<string, string>
}

type Fixtures = {
  /** A local lake over a fresh copy of content/, serving the built Studio. */
  lake: TestLake
  /** Starts a packaged site over the lake's content; the lake calls its publishing webhook. */
  startSite: (options?: SiteOptions) => Promise<RunningServer>
  /** One site, as `startSite()` starts it. */
  site: RunningServer
  /** The Studio, open in the test's page. */
  studio: Studio
  /** Console errors a test causes on purpose, besides the offline noise. */
  expectedStudioError: RegExp | undefined
  /** The lake's project members (the first acts without a token); default the one local editor. */
  lakeUsers: LocalUser[] | undefined
}

/**
 * The fixtures every Studio test builds on, made to be reused (the Presentation tool's tests
 * need the same three things): a lake, a site on it, and the Studio in a page. Each test starts
 * from a fresh copy of content/; a test fails on any console error or uncaught exception in the
 * Studio beyond the offline noise above.
 */
export const test = base.extend<Fixtures>({
  expectedStudioError: [undefined, {option: true}],
  lakeUsers: [undefined, {option: true}],

  lake: async ({lakeUsers}, use) => {
    const lake = await startTestLake({studioDir: STUDIO_BUILD_DIR, users: lakeUsers})
    await use(lake)
    await lake.close()
  },

  startSite: async ({lake}, use) => {
    const sites: RunningServer[] = []
    const releases: Array<() => void> = []
    await use(async ({today, fromLake, env = {}} = {}) => {
      // A fixed port (the one the built Studio asks) is one test's at a time, whichever worker.
      if (env.PORT) releases.push(await holdPort(env.PORT))
      const site = await startServer({
        ...(fromLake
          ? {
              SANITY_PROJECT_ID: LOCAL_PROJECT_ID,
              SANITY_DATASET: LOCAL_DATASET,
              SANITY_API_READ_TOKEN: 'studio-tests',
              // The Studio the preview's edit links open, and the only page that may frame it.
              SANITY_STUDIO_URL: lake.origin,
            }
          : {}),
        CONTENT_DIR: lake.contentDir,
        SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // Contact requests go to the lake, whose certificate the server trusts.
        SANITY_API_HOST: lake.origin,
        SANITY_API_WRITE_TOKEN: 'studio-tests',
        NODE_EXTRA_CA_CERTS: lake.caFile,
        CONTACT_RATE_LIMIT: '1000/60',
        ...(today ? {NODE_OPTIONS: `--import ${FAKE_DATE}`, FAKE_NOW: today} : {}),
        ...env,
      })
      sites.push(site)
      // Signed at the site's own time, as it refuses a signature minutes away from its clock; a
      // clock the test moves (FAKE_NOW_FILE) is read where it was set, and runs on from then.
      const shift = today ? Date.parse(today) - Date.now() : 0
      const clockFile = env.FAKE_NOW_FILE
      const siteShift = () => {
        const written = clockFile && existsSync(clockFile) ? readFileSync(clockFile, 'utf8').trim() : ''
        return written ? Date.parse(written) - statSync(clockFile!).mtimeMs : shift
      }
      lake.publishTo({url: `${site.url}/api/revalidate`, secret: WEBHOOK_SECRET, now: () => Date.now() + siteShift()})
      return site
    })
    await lake.webhookSettled()
    // A throwaway server with nothing to flush (contact requests went to the lake): ended at once,
    // rather than waiting for the browser's keep-alive connections to close.
    await Promise.all(sites.map((site) => site.kill()))
    for (const release of releases) release()
  },

  site: async ({startSite}, use) => {
    await use(await startSite())
  },

  studio: async ({lake, page, expectedStudioError}, use) => {
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const text = `${message.text()} (${message.location().url})`
      if (!OFFLINE_NOISE.some((noise) => noise.test(text)) && !expectedStudioError?.test(text)) problems.push(text)
    })
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
    await offline(page.context())
    const studio = new Studio(page, lake)
    await use(studio)
    expect(problems, 'console errors in the Studio').toEqual([])
  },
})

/** Offline: anything not on this machine fails at once, as it would without a network. */
export async function offline(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!([a-z0-9-]+\.)?localhost[:/])/, (route) => route.abort())
}

/**
 * Waits until the site has taken the lake's publishing webhook for a document (the route logs
 * what it regenerated): its next visitor gets the new page.
 */
export async function siteRegenerated(site: RunningServer, id: string) {
  await expect.poll(() => site.output()).toMatch(new RegExp(`\\[publishing\\] \\S+ ${id}: revalidated (?!nothing)`))
}

/** What an editor does in the Studio, in the words its Spanish interface uses. */
export class Studio {
  constructor(
    readonly page: Page,
    readonly lake: TestLake,
  ) {}

  /** Opens the Studio at a path (its desk by default) and waits until it has drawn its menu. */
  async open(pathname = '/structure') {
    await this.page.goto(`${this.lake.origin}${pathname}`)
    await expect(
      this.page
        .getByRole('link', {name: 'Ajustes del sitio'})
        .or(this.page.getByText('Contenido', {exact: true}))
        .first(),
    ).toBeVisible({timeout: 60_000})
  }

  /** The open document's pane (the last pane of the desk). */
  get document(): Locator {
    return this.page.locator('[data-testid="document-panel-scroller"]').last()
  }

  /** A field of the open document, by its path in the document (`question.es`). */
  field(path: string): Locator {
    return this.page.locator(`[data-testid="field-${path}"]`)
  }

  /** The text input of a field, by its path. */
  input(path: string): Locator {
    return this.field(path).locator(`[id="${path}"]`)
  }

  /** Opens a document from the desk as an editor does: its list in the menu, then its title. */
  async openDocument(list: string, title: string | RegExp) {
    await this.page.getByTestId(`pane-item-${list}`).click()
    await this.page.getByTestId('document-list-pane').getByText(title).first().click()
    await expect(this.page.getByTestId('document-panel-document-title')).toBeVisible()
  }

  /** «Solicitudes de contacto» in the desk's menu, whose title carries the number of new leads. */
  get leadsMenuItem(): Locator {
    return this.page.locator('[data-testid^="pane-item-Solicitudes de contacto"]')
  }

  get publishButton(): Locator {
    return this.page.getByRole('button', {name: 'Publicar', exact: true})
  }

  /**
   * Publishes the open document as an editor does, and waits until the lake holds it published and
   * no draft of it. A click while an older revision is still being validated is refused with that
   * revision's issues, as it is for an editor, who clicks again: so does this, until the draft is
   * gone. Warnings (English that fell behind its Spanish) never hold Publish back.
   */
  async publish(id: string) {
    await expect(async () => {
      await expect(this.publishButton).toBeEnabled({timeout: 10_000})
      if (this.lake.documents.get(`drafts.${id}`)) await this.publishButton.click()
      await expect.poll(() => this.lake.documents.get(`drafts.${id}`), {timeout: 10_000}).toBeNull()
    }).toPass({timeout: 90_000})
  }

  /** The document as the lake now holds it. */
  stored(id: string): LakeDocument | null {
    return this.lake.documents.get(id)
  }
}

/**
 * Signs a page in as a member of the lake's project, as the Studio signs in with a token (its
 * per-project `localStorage` entry): the Studio's client then carries the member's credential.
 */
export async function signIn(page: Page, lake: TestLake, token: string) {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`__studio_auth_token_${lake.projectId}`, JSON.stringify({token})],
  )
}

/** Signs a new browser context in as a member of the lake's project, offline like the test's own page. */
export async function signInAs(browser: Browser, lake: TestLake, token: string) {
  const context = await browser.newContext({ignoreHTTPSErrors: true, viewport: {width: 1280, height: 800}})
  await offline(context)
  const page = await context.newPage()
  await signIn(page, lake, token)
  return new Studio(page, lake)
}

/** Seeds documents straight into the lake (as the site and other editors would have). */
export async function seed(lake: TestLake, documents: Array<Record<string, unknown>>) {
  const response = await mutate(
    lake,
    documents.map((document) => ({create: document})),
  )
  expect(response.status, response.text).toBe(200)
}

import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {callPublishWebhook} from '../support/webhook'
import {expect, fullPageScreenshot, pageHasSettled, test as base, type Page} from './fixtures'

/**
 * Spanish marked as Spanish (WCAG 2.2, 3.1.2 Language of Parts): on a page whose «Versión en
 * inglés» is «Usa el español donde falte el inglés», every text the English page shows in Spanish
 * sits inside an element with lang="es", and nothing else does. On a server of this file's own:
 * the packaged build over a copy of content/ where /alco, one of its questions and the site
 * settings (the header's subscribe button), the contact form's notice and the title of a legal
 * document announcing a change (the band on every page) lack some English.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const SCREENSHOTS = path.resolve('test-results/spanish-fallback')
/** The language switch names Spanish in Spanish, on purpose (web/components/Header.client.tsx). */
const LANGUAGE_NAME = 'Español'

type Bilingual = {_type: string; es: unknown; en?: unknown}
type Stored = Record<string, unknown> & {_id: string}
/**
 * What the copy leaves in Spanish only: texts, the first paragraph of an answer, image
 * descriptions, (among the texts) the site settings' one and a legal document's title, shown on
 * every page, and the first paragraph of the contact form's notice.
 */
type Spanish = {texts: string[]; answer: string; alts: string[]; settings: string; legalTitle: string; notice: string}

/** Each text whose English the copy removes, found by where it is in its document. */
const REMOVED = {
  'page-alco': [
    (page: Stored) => (section(page, 'planHero') as {chosenBy: Bilingual}).chosenBy,
    (page: Stored) => (section(page, 'planFeatures') as {heading: Bilingual}).heading,
    (page: Stored) => (section(page, 'planFeatures') as {items: Array<{text: Bilingual}>}).items[0]!.text,
    (page: Stored) => (section(page, 'signUp') as {button: {label: Bilingual}}).button.label,
  ],
  // An image's description: the image itself is drawn by a client component, marked from around it.
  images: [(page: Stored) => (section(page, 'signUp') as {image: {alt: Bilingual}}).image.alt],
  'faq-21': [(faq: Stored) => faq.question as Bilingual, (faq: Stored) => faq.answer as Bilingual],
} as const

/** The documents the copy changes, as the publishing webhook names them. */
const CHANGED = [
  {_id: 'siteSettings', _type: 'siteSettings'},
  {_id: 'contactForm', _type: 'contactForm'},
  {_id: 'legal-terms-of-use', _type: 'legalDocument'},
  {_id: 'page-alco', _type: 'page'},
  {_id: 'faq-21', _type: 'faqItem'},
]
const WEBHOOK_SECRET = 'webhook-secret-for-the-spanish-fallback-tests'

const section = (page: Stored, type: string): unknown =>
  (page.sections as Array<{_type: string}>).find((each) => each._type === type)

/** A copy of content/ with those texts in Spanish only, their documents set to fall back. */
function contentFallingBack() {
  const directory = mkdtempSync(path.join(tmpdir(), 'habitum-fallback-'))
  cpSync(path.resolve('content'), directory, {recursive: true})
  const file = path.join(directory, 'data.ndjson')
  const spanish: Spanish = {texts: [], answer: '', alts: [], settings: '', legalTitle: '', notice: ''}
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      if (line.includes('"_id":"siteSettings"')) {
        // The header's subscribe button, on every page: the site settings fall back too.
        const settings = JSON.parse(line) as Stored & {subscribeButton: {label: Bilingual}}
        settings.englishVersion = 'fallback'
        delete settings.subscribeButton.label.en
        spanish.texts.push(settings.subscribeButton.label.es as string)
        spanish.settings = settings.subscribeButton.label.es as string
        return JSON.stringify(settings)
      }
      if (line.includes('"_id":"legal-terms-of-use"')) {
        // A coming revision announced in a band on every page, the document's title in Spanish only.
        const terms = JSON.parse(line) as Stored & {title: Bilingual; revisions: Array<{_key: string; inForce: string}>}
        delete terms.title.en
        terms.revisions.push({...terms.revisions.at(-1)!, _key: 'announced', inForce: '2099-01-01'})
        spanish.texts.push(terms.title.es as string)
        spanish.legalTitle = terms.title.es as string
        return JSON.stringify(terms)
      }
      if (line.includes('"_id":"contactForm"')) {
        // The notice beside the form, on each page with a contact section (the home page).
        const form = JSON.parse(line) as Stored & {notice: Bilingual}
        delete form.notice.en
        spanish.notice = (form.notice.es as Array<{children: Array<{text: string}>}>)[0]!.children[0]!.text
        return JSON.stringify(form)
      }
      const id = (['page-alco', 'faq-21'] as const).find((each) => line.includes(`"_id":"${each}"`))
      if (!id) return line
      const document = JSON.parse(line) as Stored
      document.englishVersion = 'fallback'
      for (const find of REMOVED[id]) {
        const value = find(document)
        delete value.en
        if (typeof value.es === 'string') spanish.texts.push(value.es)
        else spanish.answer = (value.es as Array<{children: Array<{text: string}>}>)[0]!.children[0]!.text
      }
      if (id === 'page-alco') {
        for (const find of REMOVED.images) {
          const value = find(document)
          delete value.en
          spanish.alts.push(value.es as string)
        }
      }
      return JSON.stringify(document)
    })
  writeFileSync(file, lines.join('\n'))
  return {directory, spanish}
}

const test = base.extend<object, {site: RunningServer & {spanish: Spanish}}>({
  site: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const {directory, spanish} = contentFallingBack()
      const server = await startServer({
        CONTENT_DIR: directory,
        METRICS_RATE_LIMIT: '100000/60',
        SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      })
      // The build's pages were made from the bundled content: the copy's changes published, as the
      // Studio's webhook would tell the site, and the server has made them again.
      for (const document of CHANGED) {
        const response = await callPublishWebhook(server.url, WEBHOOK_SECRET, document)
        expect(response.status, await response.text()).toBe(200)
      }
      for (const [pathname, text] of [
        ['/en/alco', spanish.texts[1]!],
        ['/en/', spanish.settings],
        ['/en/', spanish.notice],
        ['/en/', spanish.legalTitle],
        ['/en/legal/terms-of-use', spanish.legalTitle],
      ]) {
        await expect
          .poll(async () => (await (await fetch(`${server.url}${pathname}`)).text()).includes(text!), {
            timeout: 30_000,
          })
          .toBe(true)
      }
      await use({...server, spanish})
      await server.kill()
      rmSync(directory, {recursive: true, force: true})
    },
    {scope: 'worker', timeout: 180_000},
  ],
})

/** The language each text is read in: that of its nearest element with a lang attribute. */
const languageOf = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(wanted)) return node.parentElement?.closest('[lang]')?.getAttribute('lang')
    }
    return 'not found'
  }, text)

test(
  'the English page marks each text it shows in Spanish lang="es", and nothing else',
  {tag: '@one-width'},
  async ({page, site}) => {
    await page.goto(`${site.url}/en/alco`)
    await pageHasSettled(page)
    for (const text of [...site.spanish.texts, site.spanish.answer]) {
      expect(await languageOf(page, text), text).toBe('es')
    }
    for (const alt of site.spanish.alts) {
      const image = page.locator(`img[alt="${alt}"]`)
      await expect(image).toHaveCount(1)
      expect(await image.evaluate((element) => element.closest('[lang]')?.getAttribute('lang')), alt).toBe('es')
    }
    // The heading around the Spanish name is the page's own English sentence: only the name is Spanish.
    expect(await languageOf(page, 'The app chosen by')).toBe('en')
    // A text with its English is English.
    expect(await languageOf(page, 'Weight log')).toBe('en')
    // Nothing else is marked Spanish: each lang="es" element holds one of the texts shown by fallback.
    const marked = await page
      .locator('body [lang="es"]')
      .evaluateAll((elements) =>
        elements.map(
          (element) => element.textContent?.trim() || element.querySelector('img')?.alt || element.outerHTML,
        ),
      )
    const expected = [...site.spanish.texts, ...site.spanish.alts, LANGUAGE_NAME]
    const unexpected = marked.filter(
      (text) => !expected.some((each) => text === each.trim()) && !text.startsWith(site.spanish.answer.slice(0, 40)),
    )
    expect(unexpected).toEqual([])
    expect(marked.length).toBeGreaterThanOrEqual(site.spanish.texts.length + site.spanish.alts.length + 1)

    await page
      .locator('section')
      .first()
      .evaluate(() => undefined)
    const results = await new AxeBuilder({page}).withTags(WCAG_AA).analyze()
    expect(results.violations).toEqual([])
    mkdirSync(SCREENSHOTS, {recursive: true})
    await fullPageScreenshot(page, path.join(SCREENSHOTS, `en-alco-${test.info().project.name}.png`))
  },
)

test(
  'the Spanish page marks nothing but the language switch; a complete English page, only the header’s, the legal band’s and the form notice’s fallbacks',
  {tag: '@one-width'},
  async ({page, site}) => {
    await page.goto(`${site.url}/alco`)
    const markedInSpanish = await page.locator('body [lang="es"]').allTextContents()
    expect(markedInSpanish.map((text) => text.trim()).filter((text) => text !== LANGUAGE_NAME)).toEqual([])

    // The home page in English is complete; its header (the settings), the band announcing a legal
    // change (only the document's title: the sentence around it is English) and the form's notice are not.
    await page.goto(`${site.url}/en/`)
    await expect(page.getByTestId('contact-notice')).toContainText(site.spanish.notice)
    const marked = await page.locator('body [lang="es"]').allTextContents()
    const others = marked.map((text) => text.trim()).filter((text) => text !== LANGUAGE_NAME)
    expect(others).toHaveLength(3)
    expect(others[0]).toBe(site.spanish.settings)
    expect(others[1]).toBe(site.spanish.legalTitle)
    expect(others[2]).toContain(site.spanish.notice)
    expect(await languageOf(page, site.spanish.notice)).toBe('es')
    expect(await languageOf(page, 'We are updating our')).toBe('en')

    // The legal document's own page: its title is Spanish, the page around it English.
    await page.goto(`${site.url}/en/legal/terms-of-use`)
    await expect(page.getByRole('heading', {level: 1})).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('heading', {level: 1})).toHaveText(site.spanish.legalTitle)
    // Its comparison with the announced revision: the title inside the English heading.
    await page.goto(`${site.url}/en/`)
    await page.locator('[data-legal-notice] a').click()
    await expect(page.getByRole('heading', {level: 1}).locator('[lang="es"]')).toHaveText(site.spanish.legalTitle)
    await expect(page.getByRole('heading', {level: 1})).not.toHaveAttribute('lang')
  },
)

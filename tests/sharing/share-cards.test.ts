/** @jest-environment node */
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {GET, generateStaticParams} from '../../web/app/share-cards/[lang]/[...card]/route'
import {theme} from '../../web/theme/theme'
import {BRAND_MARK_SVG, SHARE_CARD_COLOURS} from '../../schemas/site/shareCard'
import {getServerConfig} from '../../web/lib/config'
import {getPage} from '../../web/sections/page'
import {getSiteSettings} from '../../web/lib/content'
import {landingPageSeo} from '../../web/lib/seo'
import {shareCardPath, type ShareCardText} from '../../web/lib/shareCards/cards'

/** The card the page's meta tags name, as the page writes it (web/lib/seo.ts). */
async function cardOf(slug: string, lang: 'es' | 'en') {
  const [page, settings] = await Promise.all([getPage(slug, lang, 'published'), getSiteSettings(lang, 'published')])
  const {path: pagePath, title} = landingPageSeo(page!, settings)
  const card: ShareCardText = {
    lang,
    title,
    brandName: settings.brandName!,
    host: new URL(getServerConfig().siteUrl).host,
  }
  return shareCardPath(card, pagePath)
}

/** Asks the route for a card's address, as Next hands it the segments. */
async function fetchCard(address: string) {
  const [, , lang, ...card] = address.split('/')
  const response = await GET(new Request(`http://localhost${address}`), {params: Promise.resolve({lang: lang!, card})})
  return {response, body: Buffer.from(await response.arrayBuffer())}
}

/** A PNG's size, from its header. */
const pngSize = (png: Buffer) => ({width: png.readUInt32BE(16), height: png.readUInt32BE(20)})

describe('share cards', () => {
  it('draws a 1200 × 630 PNG for two pages in both languages, each its own, kept for good', async () => {
    const bodies = new Map<string, Buffer>()
    for (const slug of ['', 'alco']) {
      for (const lang of ['es', 'en'] as const) {
        const address = await cardOf(slug, lang)
        const {response, body} = await fetchCard(address)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/png')
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(body.subarray(1, 4).toString()).toBe('PNG')
        expect(pngSize(body)).toEqual({width: 1200, height: 630})
        bodies.set(address, body)
        if (process.env.SHARE_CARDS_OUT)
          writeFileSync(path.join(process.env.SHARE_CARDS_OUT, `${lang}-${slug || 'home'}.png`), body)
      }
    }
    // Four addresses, four different pictures: the English card is not the Spanish one.
    expect(bodies.size).toBe(4)
    expect(new Set([...bodies.values()].map((body) => body.toString('base64'))).size).toBe(4)
  })

  it('draws the current cards at build: every page shown and legal document, in both languages', async () => {
    const params = await generateStaticParams()
    const addresses = params.map(({lang, card}) => `/share-cards/${lang}/${card.join('/')}`)
    expect(addresses).toContain(await cardOf('', 'en'))
    expect(addresses).toContain(await cardOf('alco', 'es'))
    expect(addresses.filter((address) => address.includes('/legal/'))).toHaveLength(4)
  })

  it('answers 404, never a drawing, for a version, page or language the content does not have', async () => {
    const current = await cardOf('alco', 'en')
    const wrongVersion = current.replace(/[0-9a-f]{12}\.png$/, '000000000000.png')
    for (const address of [
      wrongVersion,
      '/share-cards/en/no-such-page/000000000000.png',
      '/share-cards/fr/alco/000000000000.png',
      '/share-cards/en/alco/Hola%20mundo.png',
      '/share-cards/en/..%2Falco/000000000000.png',
      '/share-cards/en/alco%00/000000000000.png',
    ]) {
      const {response} = await fetchCard(address)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    }
  })

  it("draws in the brand's own colours and mark (the Studio's copy of them stays the site's)", () => {
    expect(SHARE_CARD_COLOURS).toEqual({
      primary: theme.colors.primary,
      primaryLight: theme.colors.primaryLight,
      mint: theme.colors.mint,
      white: theme.colors.white,
    })
    expect(BRAND_MARK_SVG).toBe(readFileSync(path.resolve(__dirname, '../../web/app/icon.svg'), 'utf8'))
  })
})

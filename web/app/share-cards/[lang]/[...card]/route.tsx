import {LRUCache} from 'lru-cache'
import {ImageResponse} from 'next/og'
import {SHARE_IMAGE_SIZE} from '@habitum/content/images/config'
import {getServerConfig} from '@/lib/config'
import {getLegalDocument, getLegalSlugs, getShownPageSlugs, getSiteSettings} from '@/lib/content'
import {revisionInForce, todayInBuenosAires} from '@/lib/content/legal'
import {IMMUTABLE_CACHE_CONTROL} from '@/lib/http/caching'
import {LANGUAGES, type Language} from '@/lib/i18n/languages'
import {landingPageSeo} from '@/lib/seo'
import {cardFont, CARD_FONT_WEIGHT} from '@/lib/shareCards/font'
import {readShareCardAddress, shareCardPath, shareCardVersion, type ShareCardText} from '@/lib/shareCards/cards'
import {getPage} from '@/sections/page'
import {SHARE_CARD_FONT_FAMILY, ShareCardArt} from '../../../../../schemas/site/shareCard'

/**
 * A page's share card (docs/architecture.md, «Share cards»), drawn with next/og from the page's
 * title in the content, never from the address: the address only says which page, language and
 * version, and a version that is not the page's current one is a 404. Each card is drawn once
 * per version (kept below, and in Next's cache) and sent `immutable`: a new title has a new address.
 */
export const dynamic = 'force-static'
/** Cards of versions gone and come back, and 404s of versions yet to come, are looked at again after a minute. */
export const revalidate = 60

type Params = {lang: string; card: string[]}

/** The current card of every page shown today and legal document in force, in each language: drawn at build. */
export async function generateStaticParams(): Promise<Params[]> {
  const cards = await Promise.all(
    LANGUAGES.flatMap(async (lang) => {
      const pages = await currentPages(lang)
      return pages.map(({path: pagePath, card}) => {
        const [, , , ...segments] = shareCardPath(card, pagePath).split('/')
        return {lang, card: segments}
      })
    }),
  )
  return cards.flat()
}

export async function GET(_request: Request, {params}: {params: Promise<Params>}) {
  const {lang, card: segments} = await params
  const address = readShareCardAddress(lang, segments)
  const page = address && (await currentPages(address.lang)).find(({path: pagePath}) => pagePath === address.pagePath)
  if (!page || shareCardVersion(page.card) !== address.version) {
    return new Response('NOT FOUND', {
      status: 404,
      headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60'},
    })
  }
  const png = drawn.get(address.version) ?? (await draw(page.card))
  drawn.set(address.version, png)
  return new Response(new Uint8Array(png), {
    headers: {'Content-Type': 'image/png', 'Cache-Control': IMMUTABLE_CACHE_CONTROL},
  })
}

/** The cards drawn by this process, by version: Next's cache is read again after a minute, a card is drawn once. */
const drawn = new LRUCache<string, Buffer>({max: 200})

async function draw(card: ShareCardText) {
  const image = new ImageResponse(<ShareCardArt title={card.title} brandName={card.brandName} host={card.host} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: [{name: SHARE_CARD_FONT_FAMILY, data: cardFont(), weight: CARD_FONT_WEIGHT, style: 'normal'}],
  })
  return Buffer.from(await image.arrayBuffer())
}

/**
 * The pages that have a card in `lang`, each with the card's text: landing pages shown today and
 * legal documents in force (an earlier revision or a comparison shares its document's card).
 */
async function currentPages(lang: Language): Promise<Array<{path: string; card: ShareCardText}>> {
  const today = todayInBuenosAires()
  const [settings, slugs, legalSlugs] = await Promise.all([
    getSiteSettings(lang, 'published'),
    getShownPageSlugs(today),
    getLegalSlugs(),
  ])
  const host = new URL(getServerConfig().siteUrl).host
  const brandName = settings.brandName ?? ''
  const pages = await Promise.all(['', ...slugs].map((slug) => getPage(slug, lang, 'published')))
  const documents = await Promise.all(legalSlugs.map((slug) => getLegalDocument(slug, lang, 'published')))
  return [
    ...pages.flatMap((page) => {
      if (!page) return []
      const {path: pagePath, title} = landingPageSeo(page, settings)
      return [{path: pagePath, card: {lang, title, brandName, host}}]
    }),
    ...documents.flatMap((document) =>
      document?.title && revisionInForce(document.revisions, today)
        ? [{path: `/legal/${document.slug}`, card: {lang, title: document.title, brandName, host}}]
        : [],
    ),
  ]
}

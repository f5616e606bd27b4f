import {createHash} from 'node:crypto'
import type {Language} from '../i18n/languages'
import {isLanguage} from '../i18n/languages'

/**
 * The share cards the site draws (docs/architecture.md, «Share cards»): one per page and
 * language, at an address that names its version, so a card is drawn once and kept for good; a
 * new title is a new version, hence a new address in the page's meta tags.
 */

/** Raised when the drawing itself changes (schemas/site/shareCard.tsx): every card gets a new address. */
const CARD_DESIGN = 2
const CARDS_PATH = '/share-cards'
const VERSION = /^([0-9a-f]{12})\.png$/

export type ShareCardText = {lang: Language; title: string; brandName: string; host: string}

/** What a card shows, as a short hash: its version. */
export function shareCardVersion(card: ShareCardText) {
  const {lang, title, brandName, host} = card
  return createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, lang, title, brandName, host]))
    .digest('hex')
    .slice(0, 12)
}

/** A card's address: /share-cards/en/alco/1a2b3c4d5e6f.png; the home page's, /share-cards/en/1a2b3c4d5e6f.png. */
export function shareCardPath(card: ShareCardText, pagePath: string) {
  const page = pagePath === '/' ? '' : pagePath
  return `${CARDS_PATH}/${card.lang}${page}/${shareCardVersion(card)}.png`
}

/**
 * The page, language and version a card's address names (the route's segments after
 * /share-cards: `en`, `alco`, `1a2b3c4d5e6f.png`), or undefined when it names none.
 */
export function readShareCardAddress(lang: string, segments: string[]) {
  const file = segments.at(-1)
  const version = file && VERSION.exec(file)?.[1]
  if (!isLanguage(lang) || !version) return undefined
  const page = segments.slice(0, -1)
  if (page.some((segment) => !/^[a-z0-9][a-z0-9-]*$/.test(segment))) return undefined
  return {lang, version, pagePath: `/${page.join('/')}`}
}

/**
 * Makes the site's font file: Inter (variable, from @fontsource-variable/inter) cut down to the
 * characters a Spanish or English page can use and to the weights the theme uses (400–800), about
 * half the bytes. Characters outside it still show, in the size-adjusted fallback font.
 * The file is served from web/public/fonts/ under a name that carries a hash of its bytes, written
 * into web/theme/fontFile.ts: the server can then name it in a `Link: rel=preload` header before
 * any build has run, and browsers may keep it for good. Both are committed; run `npm run font`
 * after changing web/theme/fontCoverage.ts.
 */
import {createHash} from 'node:crypto'
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import {CARD_FONT_FILE, CARD_FONT_WEIGHT} from '../web/lib/shareCards/font'
import {FONT_UNICODE_RANGES, FONT_WEIGHT_RANGE} from '../web/theme/fontCoverage'

const root = path.resolve(__dirname, '..')
const require = createRequire(import.meta.url)
const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
/** Where the site serves its files from (web/public is the site's root). */
export const PUBLIC_DIR = path.join(root, 'web/public')
const FONT_DIR = path.join(PUBLIC_DIR, 'fonts')
const FONT_URL_MODULE = path.join(root, 'web/theme/fontFile.ts')

export function coveredCharacters() {
  return FONT_UNICODE_RANGES.flatMap(([first, last]) =>
    Array.from({length: last - first + 1}, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('')
}

export function makeFontSubset(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE), coveredCharacters(), {
    targetFormat: 'woff2',
    variationAxes: {wght: {min: FONT_WEIGHT_RANGE[0], max: FONT_WEIGHT_RANGE[1]}},
    // Kerning, ligatures and contextual forms matter for reading; tabular figures for the story steps.
    keepFeatures: ['kern', 'liga', 'calt', 'tnum', 'case'],
  })
}

/**
 * The share cards' face (web/app/share-cards): the same cut pinned to one weight, as TrueType,
 * which next/og reads (neither WOFF2 nor a variable font). Committed, so drawing needs no network.
 */

export function makeCardFont(): Promise<Buffer> {
  return subsetFont(readFileSync(SOURCE), coveredCharacters(), {
    targetFormat: 'sfnt',
    variationAxes: {wght: CARD_FONT_WEIGHT},
    keepFeatures: ['kern', 'liga', 'calt'],
  })
}

/** The path the font is served under: a new file means a new name. */
export function fontUrlOf(subset: Buffer) {
  return `/fonts/inter-${createHash('sha256').update(subset).digest('hex').slice(0, 12)}.woff2`
}

if (require.main === module) {
  void makeCardFont().then((card) => {
    mkdirSync(path.dirname(path.join(root, CARD_FONT_FILE)), {recursive: true})
    writeFileSync(path.join(root, CARD_FONT_FILE), card)
    console.log(`${CARD_FONT_FILE}: ${card.length} bytes`)
  })
  void makeFontSubset().then((subset) => {
    const url = fontUrlOf(subset)
    mkdirSync(FONT_DIR, {recursive: true})
    for (const stale of readdirSync(FONT_DIR).filter((name) => name.startsWith('inter-')))
      rmSync(path.join(FONT_DIR, stale))
    writeFileSync(path.join(PUBLIC_DIR, url), subset)
    writeFileSync(
      FONT_URL_MODULE,
      `/** The site's font file (web/public${url}), named after its bytes: written by npm run font. */\nexport const FONT_URL = '${url}'\n`,
    )
    console.log(`web/public${url}: ${subset.length} bytes (from ${readFileSync(SOURCE).length})`)
  })
}

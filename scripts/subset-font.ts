/**
 * Makes the site's font file: Inter (variable, from @fontsource-variable/inter) cut down to the
 * characters a Spanish or English page can use and to the weights the theme uses (400–800), about
 * half the bytes. Characters outside it still show, in the size-adjusted fallback font.
 * The output is committed; run `npm run font` after changing web/theme/fontCoverage.ts.
 */
import {readFileSync, writeFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import path from 'node:path'
import subsetFont from 'subset-font'
import {FONT_UNICODE_RANGES, FONT_WEIGHT_RANGE} from '../web/theme/fontCoverage'

const root = path.resolve(__dirname, '..')
const require = createRequire(import.meta.url)
const SOURCE = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')
export const FONT_FILE = path.join(root, 'web/theme/fonts/inter-subset-wght.woff2')

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

if (require.main === module) {
  void makeFontSubset().then((subset) => {
    writeFileSync(FONT_FILE, subset)
    console.log(`${path.relative(root, FONT_FILE)}: ${subset.length} bytes (from ${readFileSync(SOURCE).length})`)
  })
}

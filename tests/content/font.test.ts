/** @jest-environment node */
import assert from '../support/assert'
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {fontUrlOf, makeCardFont, makeFontSubset, PUBLIC_DIR} from '../../scripts/subset-font'
import {CARD_FONT_FILE} from '../../web/lib/shareCards/font'
import {FONT_FALLBACKS} from '../../web/theme/fontFallbacks'
import {FONT_UNICODE_RANGES} from '../../web/theme/fontCoverage'
import {FONT_URL} from '../../web/theme/fontFile'
import {theme} from '../../web/theme/theme'

const repository = path.resolve(__dirname, '../..')

test('the committed font file is the subset that web/theme/fontCoverage.ts describes', async () => {
  const fresh = await makeFontSubset()
  const stale = 'stale: run "npm run font" and commit the result'
  // The name the site serves (and preloads) is the fresh file's, and that file holds exactly it.
  assert.equal(FONT_URL, fontUrlOf(fresh), `web/theme/fontFile.ts is ${stale}`)
  const file = path.join(PUBLIC_DIR, FONT_URL)
  assert.ok(existsSync(file), `web/public${FONT_URL} is missing: run "npm run font"`)
  assert.ok(Buffer.compare(fresh, readFileSync(file)) === 0, `web/public${FONT_URL} is ${stale}`)
  // No earlier cut is left to be served beside it.
  assert.deepEqual(readdirSync(path.dirname(file)), [path.basename(file)])
  // The cut is the point: it must stay well under the 48 kB of the full Latin file.
  assert.ok(fresh.length < 32_000, `the font file grew to ${fresh.length} bytes`)
})

test("the share cards' committed font is the same cut, pinned to one weight, as TrueType", async () => {
  const fresh = await makeCardFont()
  const committed = readFileSync(path.join(repository, CARD_FONT_FILE))
  assert.ok(Buffer.compare(fresh, committed) === 0, `${CARD_FONT_FILE} is stale: run "npm run font" and commit it`)
  // TrueType (next/og reads neither WOFF2 nor a variable font): no variation table left.
  assert.equal(committed.readUInt32BE(0), 0x00010000)
  assert.ok(!committed.includes(Buffer.from('fvar')), 'the card font is still variable')
})

test('every character of the bundled content is in the font file, so no text falls back', () => {
  const documents = readFileSync(path.join(repository, 'content/data.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown)
  const missing = new Set<string>()
  for (const character of stringsIn(documents).join('')) {
    const codePoint = character.codePointAt(0)!
    if (codePoint < 0x20) continue
    if (!FONT_UNICODE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last)) missing.add(character)
  }
  assert.deepEqual([...missing], [], 'add these characters to web/theme/fontCoverage.ts and run "npm run font"')
})

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null) return []
  return Object.values(value).flatMap(stringsIn)
}

test('every fallback face covers each weight the theme draws, with the line heights of Inter', () => {
  const percent = (value: string) => Number.parseFloat(value) / 100
  const heights = new Set<string>()
  for (const {family, faces} of FONT_FALLBACKS) {
    const covers = (weight: number) =>
      faces.filter((face) => {
        const [low, high = low] = face.weight.split(' ').map(Number)
        return weight >= low! && weight <= high!
      })
    for (const weight of Object.values(theme.fontWeights))
      assert.equal(covers(weight).length, 1, `${family} has one face for weight ${weight}`)
    // The overrides are in ems of the scaled font: times size-adjust, they are Inter's own.
    for (const face of faces)
      heights.add(
        [face.ascentOverride, face.descentOverride, face.lineGapOverride]
          .map((value) => (percent(value) * percent(face.sizeAdjust)).toFixed(3))
          .join(' '),
      )
  }
  assert.equal(heights.size, 1, `every face has Inter's ascent, descent and line gap: ${[...heights].join(', ')}`)
})

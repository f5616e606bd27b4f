import assert from 'node:assert/strict'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {test} from 'node:test'
import {FONT_FILE, makeFontSubset} from '../../scripts/subset-font'
import {FONT_UNICODE_RANGES} from '../../web/theme/fontCoverage'

const repository = path.resolve(import.meta.dirname, '../..')

test('the committed font file is the subset that web/theme/fontCoverage.ts describes', async () => {
  const fresh = await makeFontSubset()
  assert.ok(
    Buffer.compare(fresh, readFileSync(FONT_FILE)) === 0,
    `${path.relative(repository, FONT_FILE)} is stale: run "npm run font" and commit the result`,
  )
  // The cut is the point: it must stay well under the 48 kB of the full Latin file.
  assert.ok(fresh.length < 32_000, `the font file grew to ${fresh.length} bytes`)
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

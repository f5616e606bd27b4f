import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'

/**
 * The face the share cards are set in: Inter, cut to the site's characters and pinned to one
 * weight, as TrueType (next/og reads neither WOFF2 nor a variable font). `npm run font` writes it
 * (scripts/subset-font.ts) and it is committed, so drawing a card needs no network.
 */
export const CARD_FONT_FILE = 'web/lib/shareCards/inter-card.ttf'
export const CARD_FONT_WEIGHT = 800

let font: Buffer | undefined

/** The font's bytes, from the checkout or from the packaged server's folder (web/.next/standalone/web). */
export function cardFont(): Buffer {
  if (font) return font
  const file = [CARD_FONT_FILE, path.relative('web', CARD_FONT_FILE)]
    .map((candidate) => path.resolve(/*turbopackIgnore: true*/ candidate))
    .find((candidate) => existsSync(candidate))
  if (!file) throw new Error(`The share cards' font (${CARD_FONT_FILE}) is missing: run npm run font`)
  font = readFileSync(file)
  return font
}

/**
 * What the site's font file covers (scripts/subset-font.ts cuts it to this). Any other character
 * still shows, in the size-adjusted fallback font.
 */
export const FONT_UNICODE_RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: á é í ó ú ü ñ ¿ ¡ « » ·
  [0x152, 0x153], // Œ œ
  [0x2013, 0x2014], // – —
  [0x2018, 0x201e], // ‘ ’ ‚ “ ” „
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
  [0x2192, 0x2192], // →
  [0x2212, 0x2212], // −
]

/** theme.fontWeights spans regular (400) to black (800). */
export const FONT_WEIGHT_RANGE: [number, number] = [400, 800]

import localFont from 'next/font/local'

/**
 * Inter, variable weight 400–800, cut to Latin-1 and common punctuation by scripts/subset-font.ts
 * (26 kB instead of 48 kB): one file for every weight, swapped in with a size-adjusted fallback so
 * nothing shifts when it arrives.
 */
export const inter = localFont({
  src: './fonts/inter-subset-wght.woff2',
  variable: '--font-inter',
  weight: '400 800',
  display: 'swap',
  adjustFontFallback: 'Arial',
})

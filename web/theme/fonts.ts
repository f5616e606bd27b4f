import localFont from 'next/font/local'

/**
 * Inter, variable weight, Latin subset (covers Spanish), self-hosted from npm: one file for every
 * weight, swapped in with a size-adjusted fallback so nothing shifts when it arrives.
 */
export const inter = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  adjustFontFallback: 'Arial',
})

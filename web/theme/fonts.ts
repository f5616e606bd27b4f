import {css} from 'styled-components'
import {FONT_URL} from './fontFile'

/**
 * Inter, variable weight 400–800, cut to Latin-1 and common punctuation by scripts/subset-font.ts
 * (26 kB instead of 48 kB): one file for every weight. Declared here rather than through
 * next/font, whose file name carries the build's hash: this one is named by npm run font, so the
 * server announces it in a `Link: rel=preload` header (next.config.ts) and the browser asks for it
 * before the HTML has arrived. `optional`, not `swap`: text never reflows when the font arrives
 * late; a visit that misses it shows the fallback, and the next page has Inter, cached.
 */
export const fontFaces = css`
  @font-face {
    font-family: 'Inter';
    src: url(${FONT_URL}) format('woff2');
    font-weight: 400 800;
    font-display: optional;
  }
  /* Arial sized to Inter's metrics (the values next/font's adjustFontFallback computes for this
     file), so the fallback takes the same room: nothing shifts if Inter comes later. */
  @font-face {
    font-family: 'Inter Fallback';
    src: local('Arial');
    ascent-override: 89.79%;
    descent-override: 22.36%;
    line-gap-override: 0%;
    size-adjust: 107.89%;
  }
`

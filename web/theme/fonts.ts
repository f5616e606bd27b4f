import {css} from 'styled-components'
import {FONT_FALLBACKS} from './fontFallbacks'
import {FONT_URL} from './fontFile'

/**
 * Inter, variable weight 400–800, cut to Latin-1 and common punctuation by scripts/subset-font.ts
 * (26 kB instead of 48 kB): one file for every weight, named by its bytes (npm run font), so it is
 * cached for good. `optional`, not `swap`: a font that is not there for the first paint is not
 * drawn on that page, so nothing ever moves when it arrives; the page is drawn in a fallback face
 * as wide and as tall as Inter on average, and the next page has Inter, cached. With `swap` even
 * these fallbacks moved a first screen (a paragraph of 9 lines that is 8 in Inter). Not preloaded:
 * Chromium holds the first paint for a preloaded font (up to about 100 ms) even where it comes too
 * late to be drawn, as it does on a slow first visit; without the preload a first visit is drawn at
 * once in the fallback, on any network (docs/performance.md, "The font").
 */
export const fontFaces = css`
  @font-face {
    font-family: 'Inter';
    src: url(${FONT_URL}) format('woff2');
    font-weight: 400 800;
    font-display: optional;
  }
  ${fallbackFaces()}
`

/**
 * The fallbacks: a system font each device has (Arial or a font with its metrics, Roboto on
 * Android, DejaVu Sans on other Linux), scaled at each weight so the site's text is as wide as in
 * Inter, with Inter's line heights (measured by scripts/font-fallbacks.ts). A family the device
 * lacks fails to load, and the stack (theme.fonts.body) goes on to the next.
 */
function fallbackFaces() {
  return FONT_FALLBACKS.flatMap(({family, faces}) =>
    faces.map(
      (face) => `
  @font-face {
    font-family: '${family}';
    src: ${face.local.map((name) => `local('${name}')`).join(', ')};
    font-weight: ${face.weight};
    size-adjust: ${face.sizeAdjust};
    ascent-override: ${face.ascentOverride};
    descent-override: ${face.descentOverride};
    line-gap-override: ${face.lineGapOverride};
  }`,
    ),
  ).join('')
}

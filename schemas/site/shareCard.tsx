import {SHARE_IMAGE_SIZE} from '@habitum/content/images/config'

/**
 * The share card the site draws for a page without a share image of its own (web/app/share-cards,
 * with next/og): the page's title in the page's language over the brand's colours and mark.
 * Shared with the Studio, whose «Buscadores y redes» preview draws the very same card from the
 * title being edited. Written for next/og's renderer (Satori): every element with more than one
 * child is a flex box, styles are inline, no class names.
 */

/** The brand's colours (web/theme/theme.ts, a test holds them equal): the Studio cannot read the site's theme. */
export const SHARE_CARD_COLOURS = {primary: '#0B6E5B', primaryLight: '#15A383', mint: '#E6F4F0', white: '#FFFFFF'}

/** The brand's mark, as web/app/icon.svg draws it (a test holds them equal). */
export const BRAND_MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">
<rect width="48" height="48" rx="13" fill="#0B6E5B"/>
<path d="M17 37C15 24 22 12 39 9C41 25 33 36 17 37Z" fill="#15A383"/>
<path d="M9 27L17 34L33 16" stroke="#FFFFFF" stroke-width="4.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
<path d="M27 15.5H34V22.5" stroke="#FFFFFF" stroke-width="4.2" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
</svg>
`

/** The family name the card's text is set in: the site registers its font file under it. */
export const SHARE_CARD_FONT_FAMILY = 'Inter'

export type ShareCardProps = {
  /** The page's title in the page's language, from the content only. */
  title: string
  brandName: string
  /** The site's host, written small at the foot: where the link leads. */
  host: string
}

/** Long titles are set smaller, so three lines hold them. */
const titleSize = (title: string) => (title.length <= 32 ? 80 : title.length <= 60 ? 66 : 54)

export function ShareCardArt({title, brandName, host}: ShareCardProps) {
  const {width, height} = SHARE_IMAGE_SIZE
  const {primary, primaryLight, mint, white} = SHARE_CARD_COLOURS
  return (
    <div
      style={{
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: primary,
        color: white,
        // The Studio has no Inter of its own offline: a sans-serif face of the system, not a serif.
        fontFamily: `${SHARE_CARD_FONT_FAMILY}, system-ui, sans-serif`,
        fontWeight: 800,
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -160,
          bottom: -220,
          width: 620,
          height: 620,
          borderRadius: 310,
          background: primaryLight,
          opacity: 0.55,
        }}
      />
      {/* Positioned, so a browser (the Studio's preview) paints the words above the circle, as next/og does. */}
      <div style={{display: 'flex', alignItems: 'center', gap: 24, position: 'relative'}}>
        <img
          alt=""
          width={88}
          height={88}
          src={`data:image/svg+xml;base64,${toBase64(BRAND_MARK_SVG)}`}
          style={{borderRadius: 24, border: `4px solid ${white}`}}
        />
        <div style={{display: 'flex', fontSize: 44, letterSpacing: -0.5}}>{brandName}</div>
      </div>
      <div
        style={{
          display: 'flex',
          fontSize: titleSize(title),
          lineHeight: 1.1,
          letterSpacing: -1.5,
          maxWidth: 1000,
          position: 'relative',
        }}
      >
        {title}
      </div>
      <div style={{display: 'flex', fontSize: 30, color: mint, position: 'relative'}}>{host}</div>
    </div>
  )
}

/** Base64 of UTF-8 text, in Node (the site) and the browser (the Studio) alike. */
const toBase64 = (text: string) =>
  typeof Buffer === 'undefined'
    ? btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    : Buffer.from(text).toString('base64')

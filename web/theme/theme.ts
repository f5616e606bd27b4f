/**
 * The one source of colours, type, spacing, radii and the layout breakpoint. Styled components
 * import it directly (ThemeProvider does not reach Server Components).
 */
import {FONT_FALLBACKS} from './fontFallbacks'

const BREAKPOINT = 768

/** Media queries, written once: styles use them through `media`, scripts through `queries`. */
const queries = {
  desktop: `(min-width: ${BREAKPOINT}px)`,
  motion: '(prefers-reduced-motion: no-preference)',
  scripting: '(scripting: enabled)',
}

export const theme = {
  colors: {
    ink: '#0B2530',
    inkMuted: '#4A5F6A',
    primary: '#0B6E5B',
    primaryHover: '#08594A',
    primaryLight: '#15A383',
    mint: '#E6F4F0',
    surface: '#F6F8F7',
    white: '#FFFFFF',
    accent: '#FF8A3D',
    accentInk: '#B34A00',
    sky: '#2F6FDE',
    sun: '#FFC857',
    border: '#D3E0DB',
    error: '#B42318',
    focus: '#2F6FDE',
  },
  fonts: {
    // Inter, then its sized fallbacks (web/theme/fonts.ts), then whatever the system has.
    body: [
      '"Inter"',
      ...FONT_FALLBACKS.map(({family}) => `"${family}"`),
      'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    ].join(', '),
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.375rem, 1.1rem + 1vw, 1.75rem)',
    xxl: 'clamp(1.75rem, 1.3rem + 2vw, 2.625rem)',
    display: 'clamp(2.125rem, 1.5rem + 3vw, 3.5rem)',
  },
  fontWeights: {regular: 400, medium: 500, semibold: 600, bold: 700, black: 800},
  lineHeights: {tight: 1.15, snug: 1.3, body: 1.6},
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    section: 'clamp(3.5rem, 2rem + 5vw, 6.5rem)',
  },
  radii: {sm: '10px', md: '20px', lg: '28px', pill: '999px'},
  shadows: {
    card: '0 1px 2px rgba(11, 37, 48, 0.06), 0 8px 24px rgba(11, 37, 48, 0.08)',
    header: '0 1px 0 rgba(11, 37, 48, 0.08)',
  },
  layout: {
    maxWidth: '1180px',
    gutter: 'clamp(1.25rem, 4vw, 2.5rem)',
    headerHeight: '4.25rem',
    /** The height a section counts as until it is first drawn (its real one: 200–3,000 px). */
    sectionEstimate: '50rem',
    /**
     * The contact section's on a phone, where the form and then the other ways to write stack up
     * (2,070–2,400 px tall; its last link ends about 2,000 px down). Estimated shorter, its undrawn
     * links would sit over the next band, where tools that measure a page as it loads
     * (Lighthouse's accessibility audit) find them too close to its buttons and on its colours.
     * Not more than its real height: a band drawn shorter than estimated near the page's end
     * moves what is on screen. Wider, the form and the links sit side by side: the default holds.
     */
    contactEstimateOnPhones: '125rem',
    /** The same for a paragraph of a legal text. */
    paragraphEstimate: '7rem',
  },
  breakpoint: BREAKPOINT,
  queries,
  media: {
    /** The site's one layout switch: phones below, tablets and laptops from here up. */
    desktop: `@media ${queries.desktop}`,
    mobile: `@media (max-width: ${BREAKPOINT - 0.02}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    /**
     * Where the scroll story pins (from 768 px up, with motion, with scripts): its layout is laid
     * out by CSS from the first frame, so nothing moves when the motion code arrives.
     */
    pinnedMotion: `@media ${queries.desktop} and ${queries.motion} and ${queries.scripting}`,
  },
} as const

import {createGlobalStyle} from 'styled-components'
import {fontFaces} from './fonts'
import {theme} from './theme'

export const GlobalStyle = createGlobalStyle`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* Hash links land below the fixed header, not under it. */
    scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
    /* Room for a desktop scrollbar from the first paint: the header's links do not jump sideways
       when the rest of the page arrives and makes it scroll. */
    scrollbar-gutter: stable;
  }
  /* Phones: the floating subscribe button never hides what has focus between the parts it leaves
     clear (over the hero, the contact section and the footer it hides). */
  ${theme.media.mobile} {
    html { scroll-padding-bottom: 5rem; }
  }
  /* A link followed on the page glides to its target; a page opened at an anchor (a shared
     /#contactus) starts there at once, as nothing in it has focus yet. */
  @media (prefers-reduced-motion: no-preference) { html:focus-within { scroll-behavior: smooth; } }
  /* A page shorter than the window (NOT FOUND) still fills it: <main> takes the height left, so
     the footer ends at the window's bottom edge, with no blank band under it (SiteShell). */
  body {
    display: flex;
    flex-direction: column;
    min-height: 100dvh;
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.ink};
    background: ${theme.colors.white};
    text-rendering: optimizeLegibility;
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { line-height: ${theme.lineHeights.tight}; margin: 0; letter-spacing: -0.01em; }
  p { margin: 0; }
  img, svg { display: block; max-width: 100%; height: auto; }
  a { color: ${theme.colors.primary}; }
  a:hover { color: ${theme.colors.primaryHover}; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 3px; border-radius: 4px; }
  button { font: inherit; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`

/** The site's font file (web/public/fonts/inter-51cb71d318f7.woff2), named after its bytes: written by npm run font. */
export const FONT_URL = '/fonts/inter-51cb71d318f7.woff2'

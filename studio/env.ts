import {SITE_URL_FOR_STUDIO} from '../schemas/site/preview'

/**
 * Project and dataset for the Studio and the CLI. Without a project the Studio still builds (so
 * the schema is checked offline) against a placeholder id; publishing needs a real one.
 *
 * Each variable is read by its literal name, `process.env.SANITY_STUDIO_…`: the Studio's bundler
 * replaces exactly those expressions with their values at build time (and any other
 * `process.env` with an empty object), so an alias such as `const env = process.env` would leave
 * the built Studio on the placeholder. `SANITY_PROJECT_ID` and `SANITY_DATASET`, the site's
 * names, reach only the CLI, which runs in Node.
 */
export const studioProjectId = process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'unconfigured'
export const studioDataset = process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production'

/**
 * The Content Lake the Studio talks to instead of Sanity's hosted API, read at build time by its
 * literal name like the two above: an origin (`https://localhost:3334`), or `same-origin` for a
 * lake that serves the Studio itself (`npm run studio:local`, the Studio tests), so one build
 * works on any port. Unset, the same config serves a Sanity project.
 */
export const studioApiHost = resolveApiHost(process.env.SANITY_STUDIO_API_HOST)

function resolveApiHost(setting: string | undefined): string | undefined {
  if (setting !== 'same-origin') return setting || undefined
  // In the browser, the page's own address; Node only evaluates the config for the schema.
  return typeof window === 'undefined' ? 'https://localhost' : window.location.origin
}

/**
 * The site the Presentation tool shows beside the form (in preview, at the page being edited),
 * read at build time by its literal name like the others. The site's own `SANITY_STUDIO_URL`
 * must name this Studio, the only page allowed to frame a preview.
 */
export const studioPreviewUrl = SITE_URL_FOR_STUDIO

/**
 * Other addresses the Presentation tool may show (comma-separated URL patterns such as
 * `http://localhost:*`), read at build time by its literal name: the Studio a local lake serves
 * shows the site on whichever port it runs. Unset, only the preview URL's own origin.
 */
export const studioPreviewAllowOrigins = (process.env.SANITY_STUDIO_PREVIEW_ALLOW_ORIGINS || '')
  .split(',')
  .map((pattern) => pattern.trim())
  .filter(Boolean)

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
export const studioProjectId =
  process.env.SANITY_STUDIO_PROJECT_ID || process.env.SANITY_PROJECT_ID || 'unconfigured'
export const studioDataset = process.env.SANITY_STUDIO_DATASET || process.env.SANITY_DATASET || 'production'

/**
 * The address of a local Content Lake (`npm run studio:local`, local-lake/), read at build time by
 * its literal name like the two above. When set, the Studio talks to it instead of Sanity's hosted
 * API, and switches off what only the hosted one offers; unset, the same config serves a project.
 */
export const studioApiHost = process.env.SANITY_STUDIO_API_HOST || undefined

/**
 * Project and dataset for the Studio and the CLI. Without a project the Studio still builds (so
 * the schema is checked offline) against a placeholder id; publishing needs a real one.
 */
const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env

export const studioProjectId =
  env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID || 'unconfigured'
export const studioDataset = env.SANITY_STUDIO_DATASET || env.SANITY_DATASET || 'production'
export const isStudioConfigured = studioProjectId !== 'unconfigured'

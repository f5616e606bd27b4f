/**
 * The projection Sanity's publishing webhook sends (docs/architecture.md, "Publishing"): configured
 * in Sanity's webhook, read by the site's /api/revalidate, and sent as is by the local lake.
 */
export const WEBHOOK_PROJECTION = '{_id, _type, "previousSlug": before().slug.current}'

/** The site's daily metrics (packages/content/metrics/day.ts): counts of visits, kept with the leads, never content. */
export const METRICS_DAY_TYPE = 'siteMetricsDay'

/**
 * Publishing on a date (schemas/scheduling/rules.ts): when a page goes live, kept in the dataset for
 * the servers that publish it, never content.
 */
export const PUBLISH_SCHEDULE_TYPE = 'publishSchedule'

/**
 * A launch (schemas/launches/rules.ts): a set of prepared changes published together, with what
 * each document was before; editors' working state, never content.
 */
export const LAUNCH_TYPE = 'launch'

/**
 * Document types the content snapshot (content/) leaves out: contact requests are visitors'
 * personal data, kept only in the dataset (never in git); the erasure log and the salt of its
 * hashes (packages/content/leads/sanityErasure.ts) belong with them, and so do the site's daily
 * metrics and the publishing schedules (working state of the servers, not what the site says). Every other published document is content, exported to content/data.ndjson.
 */
/**
 * A member's pass for the site's link check (schemas/validation/linkCheckPass.ts): written by a
 * member's Studio to prove membership, deleted a minute later, never content.
 */
export const LINK_CHECK_PASS_TYPE = 'linkCheckPass'

export const PRIVATE_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'contactRequest',
  'contactErasure',
  'contactErasureSalt',
  METRICS_DAY_TYPE,
  PUBLISH_SCHEDULE_TYPE,
  LAUNCH_TYPE,
  LINK_CHECK_PASS_TYPE,
])

import {ATTRIBUTION_FIELDS, type LeadAttribution} from '@habitum/content/leads/record'

/**
 * Where a visit came from, as the form sends it with a request (docs/architecture.md, "The contact
 * pipeline"): the landing page's utm_source, utm_medium and utm_campaign, and the origin of the
 * site that linked to it. The first page of a visit records them in sessionStorage, under one key,
 * for that tab and visit only: never a cookie, nothing sent until the visitor sends the form, and
 * nothing else about the visitor.
 */
export const ATTRIBUTION_KEY = 'habitum:visit'

/** The longest value the endpoint keeps; the browser cuts longer ones rather than have a person's message refused. */
export const ATTRIBUTION_MAX = 100

const CAMPAIGN_PARAMETERS = {utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign'} as const
/** What the endpoint refuses in a value: control characters and text-direction controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/

const acceptable = (value: string | null | undefined) => {
  const trimmed = value?.trim().slice(0, ATTRIBUTION_MAX)
  return trimmed && !REFUSED.test(trimmed) ? trimmed : undefined
}

/** What a landing page's address and document.referrer say: a referrer of this same site is no referrer. */
export function landingAttribution(pageUrl: string, referrer: string): LeadAttribution {
  const page = new URL(pageUrl)
  const attribution: LeadAttribution = {}
  for (const [field, parameter] of Object.entries(CAMPAIGN_PARAMETERS)) {
    const value = acceptable(page.searchParams.get(parameter))
    if (value) attribution[field as keyof typeof CAMPAIGN_PARAMETERS] = value
  }
  try {
    const from = new URL(referrer)
    const origin =
      (from.protocol === 'https:' || from.protocol === 'http:') && from.origin !== page.origin && from.origin
    if (origin && origin.length <= ATTRIBUTION_MAX) attribution.referrerOrigin = origin
  } catch {
    // No referrer (typed, bookmarked, or a policy that sends none).
  }
  return attribution
}

/** Called on every page: records the visit's landing page once, on its first page. Storage turned off records nothing. */
export function rememberLandingPage() {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY) !== null) return
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(landingAttribution(location.href, document.referrer)))
  } catch {
    // Storage refused (a privacy setting): the request is sent without attribution.
  }
}

/** What the visit's landing page recorded, re-checked: storage is the visitor's to change. */
export function visitAttribution(): LeadAttribution {
  try {
    const recorded: unknown = JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY) ?? '{}')
    const attribution: LeadAttribution = {}
    if (typeof recorded !== 'object' || recorded === null) return attribution
    for (const field of ATTRIBUTION_FIELDS) {
      const value = (recorded as Record<string, unknown>)[field]
      const kept = typeof value === 'string' ? acceptable(value) : undefined
      if (kept) attribution[field] = kept
    }
    return attribution
  } catch {
    return {}
  }
}

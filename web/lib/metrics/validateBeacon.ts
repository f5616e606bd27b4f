import {
  BEACON_MAX_EVENTS,
  DEVICES,
  EVENT_KINDS,
  FORM_FIELDS,
  FUNNEL_STEPS,
  LCP_ELEMENT_KINDS,
  SOURCE_VALUE_MAX,
  VITALS,
  type MetricsBeacon,
  type MetricsEvent,
  type Vital,
} from '@habitum/content/metrics/events'

/** What a beacon fails on: the first field that is wrong, by its path in the body, and why. */
export type BeaconProblem = {field: string; message: string}
export type CheckedBeacon = {ok: true; beacon: MetricsBeacon} | ({ok: false} & BeaconProblem)

/** The highest value each Web Vital may carry: a page view far beyond these is a broken or forged report. */
export const VITAL_MAX: Record<Vital, number> = {LCP: 120_000, FCP: 120_000, TTFB: 120_000, INP: 60_000, CLS: 100}

const PATH_MAX = 300
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
const SOURCE_FIELDS = ['referrerOrigin', 'utmSource', 'utmMedium', 'utmCampaign'] as const

class Problem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T
  throw new Problem(field, `must be one of ${allowed.join(', ')}`)
}

function onlyFields(value: Record<string, unknown>, allowed: readonly string[], where: string) {
  const unknown = Object.keys(value).find((key) => !allowed.includes(key))
  if (unknown !== undefined) throw new Problem(`${where}.${unknown}`, 'is not a field of this event')
}

function sourceValue(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > SOURCE_VALUE_MAX)
    throw new Problem(field, `must be a text of 1 to ${SOURCE_VALUE_MAX} characters`)
  if (REFUSED_CHARACTERS.test(value)) throw new Problem(field, 'may not hold control characters')
  return value.trim()
}

function referrerOrigin(value: unknown, field: string): string {
  const text = sourceValue(value, field)
  try {
    const url = new URL(text)
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text) return text
  } catch {
    // Reported below.
  }
  throw new Problem(field, 'must be an origin such as https://www.example.com (no path)')
}

function event(value: unknown, where: string): MetricsEvent {
  if (!isObject(value)) throw new Problem(where, 'must be an object')
  const kind = oneOf(value.kind, EVENT_KINDS, `${where}.kind`)
  switch (kind) {
    case 'view': {
      onlyFields(value, ['kind', ...SOURCE_FIELDS], where)
      const view: MetricsEvent = {kind}
      for (const field of SOURCE_FIELDS) {
        if (value[field] === undefined) continue
        view[field] =
          field === 'referrerOrigin'
            ? referrerOrigin(value[field], `${where}.${field}`)
            : sourceValue(value[field], `${where}.${field}`)
      }
      return view
    }
    case 'funnel':
      onlyFields(value, ['kind', 'step'], where)
      return {kind, step: oneOf(value.step, FUNNEL_STEPS, `${where}.step`)}
    case 'fieldError':
      onlyFields(value, ['kind', 'field'], where)
      return {kind, field: oneOf(value.field, FORM_FIELDS, `${where}.field`)}
    case 'vital': {
      onlyFields(value, ['kind', 'name', 'value', 'element'], where)
      const name = oneOf(value.name, VITALS, `${where}.name`)
      const number = value.value
      if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > VITAL_MAX[name])
        throw new Problem(`${where}.value`, `must be a number from 0 to ${VITAL_MAX[name]}`)
      if (value.element !== undefined && name !== 'LCP') throw new Problem(`${where}.element`, 'is for LCP only')
      return {
        kind,
        name,
        value: number,
        ...(value.element === undefined ? {} : {element: oneOf(value.element, LCP_ELEMENT_KINDS, `${where}.element`)}),
      }
    }
  }
}

/**
 * A beacon as the site's pages send it (packages/content/metrics/events.ts), checked field by
 * field: known event kinds only, bounded values, and nothing beyond the contract. Whether its
 * path is one of the site's pages is the caller's to check (it needs the content).
 */
export function checkBeacon(body: unknown): CheckedBeacon {
  try {
    if (!isObject(body)) throw new Problem('(body)', 'must be a JSON object {path, device, events}')
    onlyFields(body, ['path', 'device', 'events'], '(body)')
    const {path, device, events} = body
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > PATH_MAX || /[?#\s]/.test(path))
      throw new Problem(
        'path',
        `must be the page's path (/…), ${PATH_MAX} characters at most, without query or fragment`,
      )
    if (!Array.isArray(events) || events.length === 0 || events.length > BEACON_MAX_EVENTS)
      throw new Problem('events', `must be a list of 1 to ${BEACON_MAX_EVENTS} events`)
    return {
      ok: true,
      beacon: {
        path,
        device: oneOf(device, DEVICES, 'device'),
        events: events.map((value, index) => event(value, `events[${index}]`)),
      },
    }
  } catch (error) {
    if (error instanceof Problem) return {ok: false, field: error.field, message: `${error.field} ${error.message}`}
    throw error
  }
}

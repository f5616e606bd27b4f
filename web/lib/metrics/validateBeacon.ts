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
import {array, lazy, mixed, number, object, string, type TestConfig} from 'yup'
import {checkBody, objectInOrder} from '../http/bodySchema'

/** What a beacon fails on: the first field that is wrong, by its path in the body, and why. */
export type BeaconProblem = {field: string; message: string}
export type CheckedBeacon = {ok: true; beacon: MetricsBeacon} | ({ok: false} & BeaconProblem)

/** The highest value each Web Vital may carry: a page view far beyond these is a broken or forged report. */
export const VITAL_MAX: Record<Vital, number> = {LCP: 120_000, FCP: 120_000, TTFB: 120_000, INP: 60_000, CLS: 100}

const PATH_MAX = 300
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REFUSED_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
const SOURCE_FIELDS = ['referrerOrigin', 'utmSource', 'utmMedium', 'utmCampaign'] as const
/** How a problem of the body itself (not of one of its fields) is named. */
const BODY = '(body)'

/** One of `allowed`, nothing else (null included); required where the field is. */
function oneOf<T extends string>(allowed: readonly T[]) {
  const message = `must be one of ${allowed.join(', ')}`
  return mixed<T>().oneOf(allowed, message).nonNullable(message)
}
const requiredOneOf = <T extends string>(allowed: readonly T[]) =>
  oneOf(allowed).required(`must be one of ${allowed.join(', ')}`)

/** Refuses a field the schema does not name, by its path: a beacon carries nothing beyond the contract. */
const onlyItsFields: TestConfig<object | undefined> = {
  name: 'only-its-fields',
  test(value, context) {
    const fields = (context.schema as {fields: object}).fields
    const unknown = Object.keys(value ?? {}).find((key) => !Object.hasOwn(fields, key))
    if (unknown === undefined) return true
    return context.createError({path: `${context.path || BODY}.${unknown}`, message: 'is not a field of this event'})
  },
}

/** A referrer's origin or a campaign's value: 1 to SOURCE_VALUE_MAX characters, not blank (counted trimmed: `trimmed`). */
function sourceValue() {
  const message = `must be a text of 1 to ${SOURCE_VALUE_MAX} characters`
  return string()
    .typeError(message)
    .nonNullable(message)
    .test('not-blank', message, (value) => value === undefined || value.trim() !== '')
    .max(SOURCE_VALUE_MAX, message)
    .test('no-control-characters', 'may not hold control characters', (value) => !REFUSED_CHARACTERS.test(value ?? ''))
}

/** An http(s) origin and nothing more (a path or query could hold what the visitor searched for). */
function isOrigin(text: string) {
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text
  } catch {
    return false
  }
}

const kind = <K extends MetricsEvent['kind']>(value: K) => mixed<K>().oneOf([value]).required()

/** Each kind of event, its fields and nothing else. */
const EVENTS = {
  view: objectInOrder({
    kind: kind('view'),
    referrerOrigin: sourceValue().test(
      'origin',
      'must be an origin such as https://www.example.com (no path)',
      (value) => value === undefined || isOrigin(value.trim()),
    ),
    utmSource: sourceValue(),
    utmMedium: sourceValue(),
    utmCampaign: sourceValue(),
  }).test(onlyItsFields),
  funnel: objectInOrder({kind: kind('funnel'), step: requiredOneOf(FUNNEL_STEPS)}).test(onlyItsFields),
  fieldError: objectInOrder({kind: kind('fieldError'), field: requiredOneOf(FORM_FIELDS)}).test(onlyItsFields),
  vital: objectInOrder({
    kind: kind('vital'),
    name: requiredOneOf(VITALS),
    // Bounded by the vital's own maximum: read once `name` is known good (a wrong one is the answer).
    value: number().when('name', ([name]: string[], schema) => {
      const max: number | undefined = VITAL_MAX[name as Vital]
      if (max === undefined) return schema
      const message = `must be a number from 0 to ${max}`
      return schema.required(message).typeError(message).min(0, message).max(max, message)
    }),
    element: mixed().when('name', ([name]: string[]) =>
      name === 'LCP'
        ? oneOf(LCP_ELEMENT_KINDS)
        : mixed()
            .nullable()
            .test('lcp-only', 'is for LCP only', (value) => value === undefined),
    ),
  }).test(onlyItsFields),
}

/** An object that is not one of the known kinds: answered by its kind. */
const unknownEvent = object({kind: requiredOneOf(EVENT_KINDS)})
  .typeError('must be an object')
  .required('must be an object')

const isKnownEvent = (value: unknown): value is {kind: keyof typeof EVENTS} =>
  typeof value === 'object' && value !== null && Object.hasOwn(EVENTS, (value as {kind?: unknown}).kind as string)

const PAGE_PATH = `must be the page's path (/…), ${PATH_MAX} characters at most, without query or fragment`
const EVENTS_LIST = `must be a list of 1 to ${BEACON_MAX_EVENTS} events`
const JSON_OBJECT = 'must be a JSON object {path, device, events}'

/**
 * A beacon as the site's pages send it (packages/content/metrics/events.ts), in two steps, so that
 * a beacon is told of its first problem in this order: its own fields (a page's path, a list of 1
 * to BEACON_MAX_EVENTS events, a device) and nothing beyond them, then each event: known kinds
 * only, bounded values, and nothing beyond the contract.
 */
const beaconFields = objectInOrder({
  path: string()
    .required(PAGE_PATH)
    .typeError(PAGE_PATH)
    .test('page-path', PAGE_PATH, (path) => path.startsWith('/') && path.length <= PATH_MAX && !/[?#\s]/.test(path)),
  events: array().required(EVENTS_LIST).typeError(EVENTS_LIST).min(1, EVENTS_LIST).max(BEACON_MAX_EVENTS, EVENTS_LIST),
  device: requiredOneOf(DEVICES),
})
  .typeError(JSON_OBJECT)
  .required(JSON_OBJECT)
  .test(onlyItsFields)
const beaconEvents = object({
  events: array().of(lazy((event: unknown) => (isKnownEvent(event) ? EVENTS[event.kind] : unknownEvent))),
})

/**
 * A beacon checked field by field, with the first problem found (its field's path in the body,
 * `(body)` for the body itself, and a message that starts with it). Whether its path is one of the
 * site's pages is the caller's to check (it needs the content).
 */
export function checkBeacon(body: unknown): CheckedBeacon {
  const fields = checkBody(beaconFields, body)
  const checked = fields.ok ? checkBody(beaconEvents, body) : fields
  if (checked.ok) return {ok: true, beacon: trimmed(body as MetricsBeacon)}
  const field = checked.path || BODY
  return {ok: false, field, message: `${field} ${checked.message}`}
}

/** The beacon with its views' source values trimmed, as they are counted. */
function trimmed(beacon: MetricsBeacon): MetricsBeacon {
  const events = beacon.events.map((event) => {
    if (event.kind !== 'view') return event
    const view = {...event}
    for (const field of SOURCE_FIELDS) if (view[field] !== undefined) view[field] = view[field].trim()
    return view
  })
  return {...beacon, events}
}

import {existsSync} from 'node:fs'
import path from 'node:path'
import {DEFAULT_RENDER_WAIT_MS} from '@habitum/content/images/config'
import {mixed, number, object, string, ValidationError, type InferType, type Schema} from 'yup'

/**
 * Server configuration, read and checked in one place: SETTINGS declares every environment
 * variable the site's server reads, with its type, default and allowed values, and docs/deploying.md's
 * table lists exactly these (web/lib/config.docs.test.ts holds them together). A missing or
 * malformed value stops the server (or the build) with a message naming the variable. Nothing
 * here reaches the browser.
 */
export type ServerConfig = {
  /** Set when the site reads a Sanity project instead of the bundled snapshot. */
  sanity?: {projectId: string; dataset: string; token?: string; apiHost?: string}
  /** The content snapshot folder (data.ndjson + images/). */
  contentDirectory: string
  /** The public origin of the site, for canonical URLs, sitemap and sharing cards. */
  siteUrl: string
  contact: ContactConfig
  /**
   * The secret Sanity signs publishing webhooks with (/api/revalidate is off without it), and the
   * CDN a publish purges by tag (web/lib/publishing/cdnPurge.ts; unset: none is purged).
   */
  publishing: {webhookSecret?: string; cdnPurge?: CdnPurge}
  /** What the browser's contact form is told: public by nature, inlined in the static pages. */
  publicContact: {endpoint: string; apiKey?: string}
  /** The server entry in front of Next (web/server): where it listens, who a client is, how much it takes at once. */
  server: ServerEntryConfig
  /**
   * The snapshot's image route: how long a request for a variant waits for its render before the
   * route answers "busy" (503). Slower machines, or a test suite loading many pages at once, may
   * give it longer; a visitor's browser gives up on an image far later anyway.
   */
  images: {renderWaitMs: number}
  preview: PreviewConfig
  /** The site's own metrics (web/lib/metrics): the endpoint's limit per client, and how often counts are stored. */
  metrics: {rateLimit: {limit: number; windowMs: number}; flushMs: number}
  /**
   * Publishing on a date (web/lib/publishing/scheduled.ts): how often the server looks for what is
   * due, and the Content Lake it publishes in (the write token's; unset: nothing is scheduled).
   */
  scheduledPublishing: {checkMs: number; lake?: ContactLake}
  /** Reports of Content-Security-Policy violations (/api/csp-report): the endpoint's limit per client. */
  cspReports: {rateLimit: {limit: number; windowMs: number}}
  /**
   * The Studio's external link checks (/api/link-check): the limit per client, whether private
   * hosts may be asked, and the project whose members may ask (unset: nobody can be verified).
   */
  linkCheck: {
    rateLimit: {limit: number; windowMs: number}
    allowPrivateHosts: boolean
    members?: {projectId?: string; dataset: string; apiHost?: string; token?: string}
  }
  /**
   * The state several origins share (SHARED_STATE_URL, a Valkey or Redis server): rate limits, the
   * publishing webhook's broadcast, locks (web/lib/shared). Unset: each process keeps its own.
   */
  sharedState?: SharedStateConfig
}

export type SharedStateConfig = {
  /** redis:// or rediss:// address, with its password if any (never logged). */
  url: string
  /** How long a request waits for the shared store before it goes on with the process's own state. */
  timeoutMs: number
}

/** Editors' preview of drafts (draft mode, README "Previewing drafts"). */
export type PreviewConfig = {
  /** With the snapshot: the secret that turns preview on; unset, preview is off. */
  secret?: string
  /** The Studio's address: the page's edit links point there, and only it may frame a preview. */
  studioUrl: string
}

export type ServerEntryConfig = {
  port: number
  hostname: string
  /**
   * How many proxies (CDN, load balancer) stand in front of the server and append to
   * X-Forwarded-For. 0: the server is reached directly and the client is the socket's address
   * (web/lib/http/clientAddress.ts).
   */
  trustedProxies: number
  /** Requests handled at once; past it the server answers 503 at once instead of queueing. */
  maxRequestsInFlight: number
  /** How long an idle kept-alive connection stays open (Node's default when unset). */
  keepAliveTimeoutMs?: number
  /** How long a CDN may keep what the site answers (web/server/edgeLifetime.ts). */
  edge: EdgeSettings
}

export type EdgeSettings = {
  /** Whether a CDN is purged on every change (CDN_PURGE): only then may it keep answers long. */
  purged: boolean
  /** How long a purged CDN may keep an answer, at most. */
  lifetimeSeconds: number
  /** How old a copy any cache may serve after a change, at most (s-maxage plus stale-while-revalidate). */
  staleLimitSeconds: number
}

export type ContactConfig = {
  /** When set, requests must carry it in the x-api-key header (the browser sends the public one). */
  apiKey?: string
  /** Where the embedded store keeps requests when Sanity has no write token. */
  dataDir: string
  /**
   * Store requests as documents in a Content Lake instead (SANITY_API_WRITE_TOKEN): the Sanity
   * project's dataset, or, without a project, the lake at SANITY_API_HOST (the local one).
   */
  sanity?: ContactLake
  rateLimit: {limit: number; windowMs: number}
  mail?: MailSettings
  /**
   * Salts the address hash of each erasure log entry (ERASURE_LOG_SALT), so the log can answer
   * "was this address erased?" without holding it. Unset, entries carry no hash: an unsalted one
   * could be guessed back from a list of addresses.
   */
  erasureLogSalt?: string
  /**
   * How many calendar months leads are kept (CONTACT_RETENTION_MONTHS); older ones are purged
   * (./contact/retention.ts). Never more than the privacy policy's MAX_RETENTION_MONTHS.
   */
  retentionMonths: number
  /**
   * How many days a lead whose message looked like it held health details is kept
   * (CONTACT_HEALTH_RETENTION_DAYS): never longer than `retentionMonths`.
   */
  healthRetentionDays: number
  /**
   * Signs the form's time mark (CONTACT_FORM_SECRET, web/lib/contact/formTokenSignature.ts). Unset,
   * the server makes one and keeps it in dataDir (web/lib/contact/formTokenSecret.ts).
   */
  formTokenSecret?: string
}

/**
 * A CDN to purge by tag, through its own API (web/lib/publishing/cdn/): Varnish with xkey at these
 * addresses (deploy/varnish/site.vcl), a Fastly service, a Cloudflare zone (at most so many purge
 * requests a minute) or a CloudFront distribution (with cache tags configured). Tokens are secrets.
 */
export type CdnPurge =
  | {kind: 'varnish'; addresses: string[]}
  | {kind: 'fastly'; serviceId: string; token: string}
  | {kind: 'cloudflare'; zoneId: string; token: string; requestsPerMinute: number}
  | {kind: 'cloudfront'; distributionId: string; credentials: AwsCredentials}

export type AwsCredentials = {accessKeyId: string; secretAccessKey: string; sessionToken?: string}

export type MailSettings = {smtpUrl: string; to: string; from: string; retryDelaysMs: number[]}

/** Where contact requests are written: a project, or a lake by its address alone. */
export type ContactLake = {projectId?: string; dataset: string; token: string; apiHost?: string}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

/** One variable: what it means (one line), its value when unset as written in the environment, and its check. */
export type Setting = {description: string; default?: string; schema: Schema}

const ORIGIN = /^https?:\/\/[^/\s]+$/

/** Text as given (trimmed); unset or blank is undefined. */
const text = () => string()

/** Text that must match `pattern`; the message names the variable and, unless it is a secret, the value. */
const matching = (pattern: RegExp, expected: string, {secret = false} = {}) =>
  string().test(
    'format',
    ({path, value}) => malformed(path, secret ? undefined : value, expected),
    (value) => (value === undefined ? true : pattern.test(value)),
  )

/** An http(s) origin; with `dropSlash`, a trailing slash is dropped first. */
const origin = (example: string, {dropSlash = false} = {}) =>
  string()
    .transform((value?: string) => (dropSlash ? value?.replace(/\/$/, '') : value))
    .test(
      'origin',
      ({path, value}) => malformed(path, value, `an origin such as ${example}`),
      (value) => (value === undefined ? true : ORIGIN.test(value)),
    )

/** A whole number from `min` (up to `max`). */
const wholeNumber = (min: number, max?: number) => {
  const expected = `a whole number from ${min} ${max === undefined ? 'up' : `to ${max}`}`
  return number()
    .transform((_value, original?: string) =>
      original === undefined ? undefined : /^\d+$/.test(original) ? Number(original) : Number.NaN,
    )
    .typeError(({path, originalValue}) => malformed(path, originalValue, expected))
    .test(
      'range',
      ({path, originalValue}) => malformed(path, originalValue, expected),
      (value) => (value === undefined ? true : value >= min && (max === undefined || value <= max)),
    )
}

// How long leads are kept: the defaults of CONTACT_RETENTION_MONTHS and CONTACT_HEALTH_RETENTION_DAYS
// and the privacy policy's limit are the settings' own (the purge, web/lib/contact/retention.ts, is
// handed the values read). The domains import the settings, never the other way round: no loop.

/** Leads are kept this many months unless CONTACT_RETENTION_MONTHS says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 24
/** The privacy policy's limit: 5 years. The server refuses a longer setting rather than break it. */
export const MAX_RETENTION_MONTHS = 60
/**
 * Leads whose message looked like it held health details (`containsHealthData`) are deleted this
 * many days after they were received, unless CONTACT_HEALTH_RETENTION_DAYS says otherwise: the
 * site never asked for those details, so it keeps them no longer than answering takes.
 */
export const DEFAULT_HEALTH_RETENTION_DAYS = 90

/** Months leads are kept: from 1, and never past the privacy policy's limit, which the message names. */
const retentionMonths = () =>
  wholeNumber(1).test(
    'policy',
    ({path, originalValue}) =>
      `${path} "${String(originalValue)}" is more than the privacy policy allows: leads are kept ` +
      `${MAX_RETENTION_MONTHS} months (5 years) at most`,
    (value) => value === undefined || value <= MAX_RETENTION_MONTHS,
  )

/** `requests/seconds`, both from 1. */
const rate = () =>
  mixed<{limit: number; windowMs: number}>()
    .transform((_value, original?: string) => {
      if (original === undefined) return undefined
      const match = /^(\d+)\/(\d+)$/.exec(original)
      return match && Number(match[1]) >= 1 && Number(match[2]) >= 1
        ? {limit: Number(match[1]), windowMs: Number(match[2]) * 1000}
        : original
    })
    .test(
      'rate',
      ({path, originalValue}) => malformed(path, originalValue, 'requests/seconds, e.g. 5/600'),
      (value) => (value === undefined ? true : typeof value === 'object'),
    )

/** Comma-separated milliseconds. */
const delays = () =>
  mixed<number[]>()
    .transform((_value, original?: string) => original?.split(',').map(Number))
    .test(
      'delays',
      ({path, originalValue}) => malformed(path, originalValue, 'milliseconds, e.g. 2000,10000'),
      (value) => value === undefined || value.every((delay) => Number.isFinite(delay) && delay >= 0),
    )

/** A secret without spaces: a malformed one is named, never repeated. */
const token = () => matching(/^\S+$/, 'no spaces', {secret: true})

function malformed(name: string, value: unknown, expected: string) {
  return `${name}${value === undefined ? '' : ` "${String(value)}"`} is malformed: expected ${expected}`
}

function setting<S extends Schema, D extends string | undefined = undefined>(
  description: string,
  schema: S,
  defaultValue?: D,
): {description: string; schema: S; default: D} {
  return {description, schema, default: defaultValue as D}
}

/** Every variable the site's server reads (docs/deploying.md, "The server's settings", lists them). */
export const SETTINGS = {
  SANITY_PROJECT_ID: setting(
    'the Sanity project the site reads; unset: the bundled snapshot',
    matching(/^[a-z0-9-]{1,64}$/, 'lowercase letters, digits and dashes'),
  ),
  SANITY_DATASET: setting(
    "the project's dataset",
    matching(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'lowercase letters, digits, _ and -'),
    'production',
  ),
  SANITY_API_READ_TOKEN: setting('a token to read a private dataset', text()),
  SANITY_API_HOST: setting('another Content Lake address (a proxy, the local lake)', origin('https://api.sanity.io')),
  SANITY_API_WRITE_TOKEN: setting('store contact requests in the dataset instead of DATA_DIR', text()),
  SANITY_WEBHOOK_SECRET: setting("the publishing webhook's secret; unset: /api/revalidate answers 503", text()),
  PREVIEW_SECRET: setting('with the snapshot: the secret that turns preview on; unset: no preview', text()),
  SANITY_STUDIO_URL: setting(
    "the Studio's origin: edit links point there, only it may frame a preview",
    origin('https://habitum.sanity.studio', {dropSlash: true}),
    'http://localhost:3333',
  ),
  CONTENT_DIR: setting("the content snapshot's folder, from the repository root", text(), 'content'),
  SITE_URL: setting(
    'the public origin',
    origin('https://www.habitum.example', {dropSlash: true}),
    'http://localhost:3000',
  ),
  PORT: setting('the port the server entry listens on', wholeNumber(1, 65_535), '3000'),
  HOSTNAME: setting('the address the server entry listens on', text(), '0.0.0.0'),
  TRUSTED_PROXIES: setting('how many proxies in front of the server append to X-Forwarded-For', wholeNumber(0), '0'),
  MAX_REQUESTS_IN_FLIGHT: setting('requests handled at once; past it, 503 at once', wholeNumber(1), '100'),
  KEEP_ALIVE_TIMEOUT: setting(
    'milliseconds an idle kept-alive connection stays open; unset: Node’s default',
    wholeNumber(1),
  ),
  IMAGE_RENDER_WAIT_MS: setting(
    'how long an image request waits for its render before 503',
    wholeNumber(1),
    String(DEFAULT_RENDER_WAIT_MS),
  ),
  NEXT_PUBLIC_CONTACT_ENDPOINT: setting(
    'where the form posts',
    matching(/^(\/|https?:\/\/)[^\s]*$/, 'a path (/api/contact) or an https URL'),
    '/api/contact',
  ),
  NEXT_PUBLIC_CONTACT_API_KEY: setting('the key the form sends in x-api-key (public)', text()),
  CONTACT_API_KEY: setting('when set, /api/contact requires it', text()),
  DATA_DIR: setting("the embedded store's folder for contact requests, from the repository root", text(), '.data'),
  ERASURE_LOG_SALT: setting(
    "the salt of the local store's erasure log hashes (the dataset has its own); unset: no hash",
    text(),
  ),
  CONTACT_RETENTION_MONTHS: setting(
    `months leads are kept before they are purged; ${MAX_RETENTION_MONTHS} (the privacy policy’s 5 years) at most`,
    retentionMonths(),
    String(DEFAULT_RETENTION_MONTHS),
  ),
  CONTACT_HEALTH_RETENTION_DAYS: setting(
    'days a lead whose message looks like it holds health details is kept; no longer than CONTACT_RETENTION_MONTHS',
    wholeNumber(1),
    String(DEFAULT_HEALTH_RETENTION_DAYS),
  ),
  CONTACT_FORM_SECRET: setting(
    'the secret that signs the form’s time mark, 32 characters or more; unset: one made once in DATA_DIR',
    matching(/^\S{32,}$/, '32 characters or more, no spaces', {secret: true}),
  ),
  CONTACT_RATE_LIMIT: setting('contact requests per client: requests/seconds', rate(), '5/600'),
  METRICS_RATE_LIMIT: setting('metrics beacons per client: beacons/seconds', rate(), '60/60'),
  CSP_REPORT_RATE_LIMIT: setting(
    'Content-Security-Policy violation reports per client: requests/seconds',
    rate(),
    '30/60',
  ),
  LINK_CHECK_RATE_LIMIT: setting(
    'external links the Studio may have checked per client (/api/link-check): requests/seconds',
    rate(),
    '120/60',
  ),
  LINK_CHECK_PRIVATE_HOSTS: setting(
    '"allow": /api/link-check may ask hosts on private networks (a staging network, tests); unset: never',
    matching(/^allow$/, 'allow, or unset'),
  ),
  METRICS_FLUSH_SECONDS: setting(
    'how often the server adds its counted metrics to the store; a crash loses at most this',
    wholeNumber(1, 60),
    '60',
  ),
  EDGE_LIFETIME_SECONDS: setting(
    'with CDN_PURGE: how long the CDN may keep a page (never past its next dated change; a publish purges it)',
    wholeNumber(60, 31_536_000),
    '86400',
  ),
  EDGE_STALE_LIMIT_SECONDS: setting(
    'how old a copy a CDN may serve after a change, at most, when no purge reaches it (stale-while-revalidate)',
    wholeNumber(60, 31_536_000),
    '3600',
  ),
  SCHEDULED_PUBLISHING_CHECK_SECONDS: setting(
    'how often the server looks for pages scheduled to go live and changes dated to take effect; at most this late',
    wholeNumber(1, 300),
    '30',
  ),
  SMTP_URL: setting(
    'the notification e-mail’s SMTP server',
    matching(/^smtps?:\/\/[^\s]+$/, 'smtp://user:password@host:port or smtps://…', {secret: true}),
  ),
  CONTACT_NOTIFY_TO: setting('who receives the notification e-mails (with SMTP_URL)', text()),
  CONTACT_NOTIFY_FROM: setting('the notification e-mails’ sender', text(), 'Habitum <no-reply@habitum.example>'),
  CONTACT_MAIL_RETRY_MS: setting('delays between e-mail attempts, in milliseconds', delays(), '2000,10000'),
  SHARED_STATE_URL: setting(
    'a Valkey or Redis server every origin shares (rate limits, revalidation, locks); unset: state per process',
    matching(/^rediss?:\/\/[^\s]+$/, 'redis://host:6379 or rediss://…', {secret: true}),
  ),
  CDN_PURGE: setting(
    'the CDN a publish purges by tag: varnish:<addresses>, fastly:<service>, cloudflare:<zone>, cloudfront:<id>',
    matching(
      /^(varnish:https?:\/\/[^\s,]+(,https?:\/\/[^\s,]+)*|(fastly|cloudflare|cloudfront):[A-Za-z0-9]+)$/,
      'varnish:http://host:port[,http://host:port…], fastly:<service id>, cloudflare:<zone id> or cloudfront:<distribution id>',
    ),
  ),
  FASTLY_API_TOKEN: setting('with CDN_PURGE=fastly:…, an API token allowed to purge the service', token()),
  CLOUDFLARE_API_TOKEN: setting(
    'with CDN_PURGE=cloudflare:…, an API token with the zone’s Cache Purge permission',
    token(),
  ),
  CDN_PURGE_REQUESTS_PER_MINUTE: setting(
    'with Cloudflare: purge requests a minute at most; tags asked meanwhile wait and go together',
    wholeNumber(1, 1_000),
    '5',
  ),
  AWS_ACCESS_KEY_ID: setting('with CDN_PURGE=cloudfront:…, the access key of a user allowed to invalidate', token()),
  AWS_SECRET_ACCESS_KEY: setting('with CDN_PURGE=cloudfront:…, that access key’s secret', token()),
  AWS_SESSION_TOKEN: setting('with CDN_PURGE=cloudfront:… and temporary credentials, their session token', token()),
  SHARED_STATE_TIMEOUT_MS: setting(
    'how long a request waits for the shared store before it uses the process’s own state',
    wholeNumber(1, 10_000),
    '50',
  ),
} satisfies Record<string, Setting>

const settingsSchema = object(Object.fromEntries(Object.entries(SETTINGS).map(([name, {schema}]) => [name, schema])))

/** The checked values, by variable; a variable without a default may be undefined. */
type Settings = {
  [Name in keyof typeof SETTINGS]: (typeof SETTINGS)[Name]['default'] extends string
    ? NonNullable<InferType<(typeof SETTINGS)[Name]['schema']>>
    : InferType<(typeof SETTINGS)[Name]['schema']> | undefined
}

/** The declared variables of `env`, trimmed (blank is unset, and unset is the default), checked against SETTINGS. */
function readSettings(env: Env): Settings {
  const given = Object.fromEntries(
    Object.entries(SETTINGS).map(([name, setting]: [string, Setting]) => [name, env[name]?.trim() || setting.default]),
  )
  try {
    return settingsSchema.validateSync(given, {abortEarly: true}) as Settings
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.message)
    throw error
  }
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  const settings = readSettings(env)
  const {SANITY_PROJECT_ID: projectId, SANITY_DATASET: dataset, SANITY_API_HOST: apiHost} = settings
  const contact = contactConfig(settings, env)
  return {
    publicContact: {endpoint: settings.NEXT_PUBLIC_CONTACT_ENDPOINT, apiKey: settings.NEXT_PUBLIC_CONTACT_API_KEY},
    contact,
    publishing: {webhookSecret: settings.SANITY_WEBHOOK_SECRET, cdnPurge: cdnPurgeOf(settings)},
    server: {
      port: settings.PORT,
      hostname: settings.HOSTNAME,
      trustedProxies: settings.TRUSTED_PROXIES,
      maxRequestsInFlight: settings.MAX_REQUESTS_IN_FLIGHT,
      keepAliveTimeoutMs: settings.KEEP_ALIVE_TIMEOUT,
      edge: {
        purged: settings.CDN_PURGE !== undefined,
        lifetimeSeconds: settings.EDGE_LIFETIME_SECONDS,
        staleLimitSeconds: settings.EDGE_STALE_LIMIT_SECONDS,
      },
    },
    images: {renderWaitMs: settings.IMAGE_RENDER_WAIT_MS},
    metrics: {rateLimit: settings.METRICS_RATE_LIMIT, flushMs: settings.METRICS_FLUSH_SECONDS * 1000},
    cspReports: {rateLimit: settings.CSP_REPORT_RATE_LIMIT},
    scheduledPublishing: {checkMs: settings.SCHEDULED_PUBLISHING_CHECK_SECONDS * 1000, lake: contact.sanity},
    linkCheck: {
      rateLimit: settings.LINK_CHECK_RATE_LIMIT,
      allowPrivateHosts: settings.LINK_CHECK_PRIVATE_HOSTS === 'allow',
      // The Studio's project: the one the site reads, or the lake at SANITY_API_HOST (the local one).
      // Its token reads a member's pass (web/lib/links/studioMembers.ts): the read token, else the write one.
      members:
        projectId || apiHost
          ? {projectId, dataset, apiHost, token: settings.SANITY_API_READ_TOKEN ?? settings.SANITY_API_WRITE_TOKEN}
          : undefined,
    },
    sanity: projectId ? {projectId, dataset, token: settings.SANITY_API_READ_TOKEN, apiHost} : undefined,
    contentDirectory: folder(env, 'CONTENT_DIR'),
    siteUrl: settings.SITE_URL,
    preview: {secret: settings.PREVIEW_SECRET, studioUrl: settings.SANITY_STUDIO_URL},
    sharedState: sharedStateConfig(settings),
  }
}

/**
 * CDN_PURGE read: its kind, and what its API needs: Varnish's addresses without a trailing slash, or
 * the service, zone or distribution with the token the environment holds for it (refused without).
 */
function cdnPurgeOf(settings: Settings): CdnPurge | undefined {
  const value = settings.CDN_PURGE
  if (!value) return undefined
  const [kind, rest] = [value.slice(0, value.indexOf(':')), value.slice(value.indexOf(':') + 1)]
  const needed = (name: keyof typeof CDN_TOKENS) => {
    const token = settings[name]
    if (!token) throw new ConfigError(`CDN_PURGE names ${kind} but ${name} is not set: ${CDN_TOKENS[name]}`)
    return token
  }
  switch (kind) {
    case 'fastly':
      return {kind, serviceId: rest, token: needed('FASTLY_API_TOKEN')}
    case 'cloudflare':
      return {
        kind,
        zoneId: rest,
        token: needed('CLOUDFLARE_API_TOKEN'),
        requestsPerMinute: settings.CDN_PURGE_REQUESTS_PER_MINUTE,
      }
    case 'cloudfront':
      return {
        kind,
        distributionId: rest,
        credentials: {
          accessKeyId: needed('AWS_ACCESS_KEY_ID'),
          secretAccessKey: needed('AWS_SECRET_ACCESS_KEY'),
          sessionToken: settings.AWS_SESSION_TOKEN,
        },
      }
    default:
      return {kind: 'varnish', addresses: rest.split(',').map((address) => address.replace(/\/+$/, ''))}
  }
}

/** What each CDN token is, for the message that asks for it (docs/deploying.md, "Tags and purges"). */
const CDN_TOKENS = {
  FASTLY_API_TOKEN: 'a Fastly API token with the purge_select scope on the service, or nothing can be purged',
  CLOUDFLARE_API_TOKEN: 'a Cloudflare API token with the Zone › Cache Purge permission, or nothing can be purged',
  AWS_ACCESS_KEY_ID: 'the access key of an AWS user allowed cloudfront:CreateInvalidation, or nothing can be purged',
  AWS_SECRET_ACCESS_KEY: 'the secret of AWS_ACCESS_KEY_ID, or nothing can be purged',
}

/**
 * Shared state, refused where several origins could not keep their promises with it: leads kept in
 * DATA_DIR (a folder on each server) would be two inboxes, and a form secret made on each server
 * would mark as spam the forms another origin served.
 */
function sharedStateConfig(settings: Settings): SharedStateConfig | undefined {
  const {SHARED_STATE_URL: url, SANITY_API_WRITE_TOKEN: token, CONTACT_FORM_SECRET: formSecret} = settings
  if (!url) return undefined
  if (!token)
    throw new ConfigError(
      'SHARED_STATE_URL is set but SANITY_API_WRITE_TOKEN is not: several origins cannot share one inbox of leads ' +
        'kept in DATA_DIR, a folder on each server. Set SANITY_API_WRITE_TOKEN to keep them in the dataset, ' +
        'or unset SHARED_STATE_URL to run one origin',
    )
  if (!formSecret)
    throw new ConfigError(
      'SHARED_STATE_URL is set but CONTACT_FORM_SECRET is not: each origin would sign the form with a secret ' +
        'of its own, and store as spam the requests sent from a form another origin served. Set the same ' +
        'CONTACT_FORM_SECRET on every origin',
    )
  return {url, timeoutMs: settings.SHARED_STATE_TIMEOUT_MS}
}

/** The contact settings, and those that depend on one another (checked once each is well-formed). */
function contactConfig(settings: Settings, env: Env): ContactConfig {
  const {SANITY_PROJECT_ID: projectId, SANITY_DATASET: dataset, SANITY_API_HOST: apiHost} = settings
  const {SANITY_API_WRITE_TOKEN: token, SMTP_URL: smtpUrl, CONTACT_NOTIFY_TO: to} = settings
  if (token && !projectId && !apiHost) {
    throw new ConfigError(
      'SANITY_API_WRITE_TOKEN is set but SANITY_PROJECT_ID is not: set both to store contact requests in Sanity ' +
        '(or SANITY_API_HOST to store them in the local Content Lake)',
    )
  }
  if (smtpUrl && !to)
    throw new ConfigError('SMTP_URL is set but CONTACT_NOTIFY_TO is not: who should receive the e-mails?')
  const healthRetentionDays = healthRetention(settings, env)
  return {
    apiKey: settings.CONTACT_API_KEY,
    dataDir: folder(env, 'DATA_DIR'),
    sanity: token ? {projectId, dataset, token, apiHost} : undefined,
    rateLimit: settings.CONTACT_RATE_LIMIT,
    erasureLogSalt: settings.ERASURE_LOG_SALT,
    retentionMonths: settings.CONTACT_RETENTION_MONTHS,
    healthRetentionDays,
    formTokenSecret: settings.CONTACT_FORM_SECRET,
    mail:
      smtpUrl && to
        ? {smtpUrl, to, from: settings.CONTACT_NOTIFY_FROM, retryDelaysMs: settings.CONTACT_MAIL_RETRY_MS}
        : undefined,
  }
}

/** A month counted at its shortest, so that a number of days is never longer than that many months. */
const SHORTEST_MONTH_DAYS = 28

/**
 * Days a lead with health details is kept: CONTACT_HEALTH_RETENTION_DAYS, refused when longer than
 * the general retention; unset, the default or the general retention, whichever is shorter.
 */
function healthRetention(settings: Settings, env: Env): number {
  const {CONTACT_HEALTH_RETENTION_DAYS: days, CONTACT_RETENTION_MONTHS: months} = settings
  const longest = months * SHORTEST_MONTH_DAYS
  if (!env.CONTACT_HEALTH_RETENTION_DAYS?.trim()) return Math.min(days, longest)
  if (days > longest)
    throw new ConfigError(
      `CONTACT_HEALTH_RETENTION_DAYS "${days}" is longer than the general retention ` +
        `(CONTACT_RETENTION_MONTHS, ${months} months: ${longest} days at most): health details are kept a shorter time, never longer`,
    )
  return days
}

/** A folder: as given, from the working directory; by default, in the repository root. */
function folder(env: Env, name: 'CONTENT_DIR' | 'DATA_DIR') {
  const given = env[name]?.trim()
  return path.resolve(/*turbopackIgnore: true*/ given || path.join(repositoryRoot(), SETTINGS[name].default))
}

/**
 * The folder that holds content/: the repository root (tests run there, `next dev` in web/), or
 * the standalone server's own folder (its server.js runs in web/.next/standalone/web).
 */
function repositoryRoot() {
  return existsSync(path.resolve('content')) ? '.' : '..'
}

let cached: ServerConfig | undefined

export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig()
  return cached
}

import {existsSync} from 'node:fs'
import path from 'node:path'
import {DEFAULT_RENDER_WAIT_MS} from '@habitum/content/images/config'

/**
 * Server configuration, read and checked in one place. A missing or malformed value stops the
 * server (or the build) with a message naming the variable. Nothing here reaches the browser.
 */
export type ServerConfig = {
  /** Set when the site reads a Sanity project instead of the bundled snapshot. */
  sanity?: {projectId: string; dataset: string; token?: string; apiHost?: string}
  /** The content snapshot folder (data.ndjson + images/). */
  contentDirectory: string
  /** The public origin of the site, for canonical URLs, sitemap and sharing cards. */
  siteUrl: string
  contact: ContactConfig
  /** The secret Sanity signs publishing webhooks with; /api/revalidate is off without it. */
  publishing: {webhookSecret?: string}
  /** What the browser's contact form is told: public by nature, inlined in the static pages. */
  publicContact: {endpoint: string; apiKey?: string}
  /** The server entry in front of Next (web/server): who a client is, and how much it takes at once. */
  server: ServerEntryConfig
  /**
   * The snapshot's image route: how long a request for a variant waits for its render before the
   * route answers "busy" (503). Slower machines, or a test suite loading many pages at once, may
   * give it longer; a visitor's browser gives up on an image far later anyway.
   */
  images: {renderWaitMs: number}
  preview: PreviewConfig
}

/** Editors' preview of drafts (draft mode, README "Previewing drafts"). */
export type PreviewConfig = {
  /** With the snapshot: the secret that turns preview on; unset, preview is off. */
  secret?: string
  /** The Studio's address: the page's edit links point there, and only it may frame a preview. */
  studioUrl: string
}

export type ServerEntryConfig = {
  /**
   * How many proxies (CDN, load balancer) stand in front of the server and append to
   * X-Forwarded-For. 0: the server is reached directly and the client is the socket's address.
   */
  trustedProxies: number
  /** Requests handled at once; past it the server answers 503 at once instead of queueing. */
  maxRequestsInFlight: number
  /** How long an idle kept-alive connection stays open (Node's default when unset). */
  keepAliveTimeoutMs?: number
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
  mail?: {smtpUrl: string; to: string; from: string; retryDelaysMs: number[]}
}

/** Where contact requests are written: a project, or a lake by its address alone. */
export type ContactLake = {projectId?: string; dataset: string; token: string; apiHost?: string}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

export function readServerConfig(env: Env = process.env): ServerConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const dataset = env.SANITY_DATASET?.trim() || 'production'
  if (projectId !== undefined && projectId !== '' && !/^[a-z0-9-]{1,64}$/.test(projectId)) {
    throw new ConfigError(
      `SANITY_PROJECT_ID "${projectId}" is malformed: expected lowercase letters, digits and dashes`,
    )
  }
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
    throw new ConfigError(`SANITY_DATASET "${dataset}" is malformed: expected lowercase letters, digits, _ and -`)
  }
  const siteUrl = env.SITE_URL?.trim() || 'http://localhost:3000'
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl.replace(/\/$/, ''))) {
    throw new ConfigError(`SITE_URL "${siteUrl}" is malformed: expected an origin such as https://www.habitum.example`)
  }
  const endpoint = env.NEXT_PUBLIC_CONTACT_ENDPOINT?.trim() || '/api/contact'
  if (!/^(\/|https?:\/\/)[^\s]*$/.test(endpoint)) {
    throw new ConfigError(
      `NEXT_PUBLIC_CONTACT_ENDPOINT "${endpoint}" is malformed: expected a path (/api/contact) or an https URL`,
    )
  }
  return {
    publicContact: {endpoint, apiKey: env.NEXT_PUBLIC_CONTACT_API_KEY?.trim() || undefined},
    contact: readContactConfig(env, projectId || undefined, dataset),
    publishing: {webhookSecret: env.SANITY_WEBHOOK_SECRET?.trim() || undefined},
    server: {
      trustedProxies: readWholeNumber(env, 'TRUSTED_PROXIES', 0, 0),
      maxRequestsInFlight: readWholeNumber(env, 'MAX_REQUESTS_IN_FLIGHT', 100, 1),
      keepAliveTimeoutMs: readWholeNumber(env, 'KEEP_ALIVE_TIMEOUT', 0, 1) || undefined,
    },
    images: {renderWaitMs: readWholeNumber(env, 'IMAGE_RENDER_WAIT_MS', DEFAULT_RENDER_WAIT_MS, 1)},
    sanity: projectId
      ? {
          projectId,
          dataset,
          token: env.SANITY_API_READ_TOKEN?.trim() || undefined,
          apiHost: readApiHost(env.SANITY_API_HOST),
        }
      : undefined,
    contentDirectory: path.resolve(/*turbopackIgnore: true*/ env.CONTENT_DIR?.trim() || defaultContentDirectory()),
    siteUrl: siteUrl.replace(/\/$/, ''),
    preview: {
      secret: env.PREVIEW_SECRET?.trim() || undefined,
      studioUrl: readOrigin(env, 'SANITY_STUDIO_URL', 'http://localhost:3333'),
    },
  }
}

/** An http(s) origin, or `fallback` when the variable is unset. */
function readOrigin(env: Env, name: string, fallback: string) {
  const value = env[name]?.trim().replace(/\/$/, '')
  if (!value) return fallback
  if (!/^https?:\/\/[^/\s]+$/.test(value)) {
    throw new ConfigError(`${name} "${value}" is malformed: expected an origin such as https://habitum.sanity.studio`)
  }
  return value
}

/** Another Content Lake address (a proxy, or the test suite's stand-in); unset means Sanity's own. */
function readApiHost(value: string | undefined) {
  const apiHost = value?.trim()
  if (apiHost && !/^https?:\/\/[^/\s]+$/.test(apiHost)) {
    throw new ConfigError(`SANITY_API_HOST "${apiHost}" is malformed: expected an origin such as https://api.sanity.io`)
  }
  return apiHost || undefined
}

/** A whole number of at least `min`, or `fallback` when the variable is unset. */
function readWholeNumber(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < min) {
    throw new ConfigError(`${name} "${raw}" is malformed: expected a whole number from ${min} up`)
  }
  return Number(raw)
}

function readContactConfig(env: Env, projectId: string | undefined, dataset: string): ContactConfig {
  const token = env.SANITY_API_WRITE_TOKEN?.trim() || undefined
  const apiHost = readApiHost(env.SANITY_API_HOST)
  if (token && !projectId && !apiHost) {
    throw new ConfigError(
      'SANITY_API_WRITE_TOKEN is set but SANITY_PROJECT_ID is not: set both to store contact requests in Sanity ' +
        '(or SANITY_API_HOST to store them in the local Content Lake)',
    )
  }
  const rate = (env.CONTACT_RATE_LIMIT?.trim() || '5/600').match(/^(\d+)\/(\d+)$/)
  if (!rate || Number(rate[1]) < 1 || Number(rate[2]) < 1) {
    throw new ConfigError(
      `CONTACT_RATE_LIMIT "${env.CONTACT_RATE_LIMIT}" is malformed: expected requests/seconds, e.g. 5/600`,
    )
  }
  const smtpUrl = env.SMTP_URL?.trim()
  const to = env.CONTACT_NOTIFY_TO?.trim()
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL is malformed: expected smtp://user:password@host:port or smtps://…')
  }
  if (smtpUrl && !to)
    throw new ConfigError('SMTP_URL is set but CONTACT_NOTIFY_TO is not: who should receive the e-mails?')
  const retryDelaysMs = (env.CONTACT_MAIL_RETRY_MS?.trim() || '2000,10000').split(',').map(Number)
  if (retryDelaysMs.some((delay) => !Number.isFinite(delay) || delay < 0)) {
    throw new ConfigError(
      `CONTACT_MAIL_RETRY_MS "${env.CONTACT_MAIL_RETRY_MS}" is malformed: expected milliseconds, e.g. 2000,10000`,
    )
  }
  return {
    apiKey: env.CONTACT_API_KEY?.trim() || undefined,
    dataDir: path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR?.trim() || path.join(repositoryRoot(), '.data')),
    sanity: token ? {projectId, dataset, token, apiHost} : undefined,
    rateLimit: {limit: Number(rate[1]), windowMs: Number(rate[2]) * 1000},
    mail:
      smtpUrl && to
        ? {smtpUrl, to, from: env.CONTACT_NOTIFY_FROM?.trim() || 'Habitum <no-reply@habitum.example>', retryDelaysMs}
        : undefined,
  }
}

/**
 * The folder that holds content/: the repository root (tests run there, `next dev` in web/), or
 * the standalone server's own folder (its server.js runs in web/.next/standalone/web).
 */
function repositoryRoot() {
  return existsSync(path.resolve('content')) ? '.' : '..'
}

function defaultContentDirectory() {
  return path.join(repositoryRoot(), 'content')
}

let cached: ServerConfig | undefined

export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig()
  return cached
}

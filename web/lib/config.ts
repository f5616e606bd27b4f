import {existsSync} from 'node:fs'
import path from 'node:path'

/**
 * Server configuration, read and checked in one place. A missing or malformed value stops the
 * server (or the build) with a message naming the variable. Nothing here reaches the browser.
 */
export type ServerConfig = {
  /** Set when the site reads a Sanity project instead of the bundled snapshot. */
  sanity?: {projectId: string; dataset: string; token?: string}
  /** The content snapshot folder (data.ndjson + images/). */
  contentDirectory: string
  /** The public origin of the site, for canonical URLs, sitemap and sharing cards. */
  siteUrl: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, string | undefined>

export function readServerConfig(env: Env = process.env): ServerConfig {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const dataset = env.SANITY_DATASET?.trim() || 'production'
  if (projectId !== undefined && projectId !== '' && !/^[a-z0-9-]{1,64}$/.test(projectId)) {
    throw new ConfigError(`SANITY_PROJECT_ID "${projectId}" is malformed: expected lowercase letters, digits and dashes`)
  }
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/.test(dataset)) {
    throw new ConfigError(`SANITY_DATASET "${dataset}" is malformed: expected lowercase letters, digits, _ and -`)
  }
  const siteUrl = env.SITE_URL?.trim() || 'http://localhost:3000'
  if (!/^https?:\/\/[^/\s]+$/.test(siteUrl.replace(/\/$/, ''))) {
    throw new ConfigError(`SITE_URL "${siteUrl}" is malformed: expected an origin such as https://www.habitum.example`)
  }
  return {
    sanity: projectId
      ? {projectId, dataset, token: env.SANITY_API_READ_TOKEN?.trim() || undefined}
      : undefined,
    contentDirectory: path.resolve(env.CONTENT_DIR?.trim() || defaultContentDirectory()),
    siteUrl: siteUrl.replace(/\/$/, ''),
  }
}

/** npm runs the web workspace from web/, tests from the repository root: find content/ from either. */
function defaultContentDirectory() {
  return existsSync(path.resolve('content')) ? 'content' : path.join('..', 'content')
}

let cached: ServerConfig | undefined

export function getServerConfig(): ServerConfig {
  cached ??= readServerConfig()
  return cached
}

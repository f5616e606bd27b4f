import {promisify} from 'node:util'
import {brotliCompress, constants as zlibConstants, gzip} from 'node:zlib'
import {LRUCache} from 'lru-cache'
import {inlineScriptHashes} from '../lib/security/inlineScripts'
import {withScriptHashes} from '../lib/security/headers'

/**
 * Each version of a page, handled once: the hashes of its inline scripts (its policy) and its
 * Brotli and gzip copies, kept in memory within a bound, least recently used out. A version is
 * named by its page and Next's ETag for its HTML (or the HTML's own hash when Next gives none), so
 * a publish that regenerates a page makes a new version, processed on its first request; a
 * request for a version already seen costs no parsing and no compression (docs/security.md).
 */

/** The copies of one version, and the policy that names its inline scripts. */
export type ProcessedVersion = {
  /** The page's policy as Next wrote it (next.config.ts), the one `policy` was made from. */
  basePolicy: string
  policy: string
  /** Inline scripts named. */
  scripts: number
  br: Buffer
  gzip: Buffer
}

/** A version on its first request: its policy at once, its copies when compressed. */
export type VersionUnderWay = {basePolicy: string; policy: string; ready: Promise<ProcessedVersion>}

export type VersionCacheOptions = {
  /** Memory the copies and policies may take, in bytes; past it, the least recently used version goes. */
  maxBytes: number
  brotliQuality: number
  gzipLevel: number
  /** Called once per version processed (the server logs it). */
  onProcessed?: (key: string, version: ProcessedVersion, milliseconds: number) => void
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** The memory a version takes in the cache: its copies and its policy. */
const sizeOf = (version: ProcessedVersion) => version.br.length + version.gzip.length + version.policy.length

export function createVersionCache({maxBytes, brotliQuality, gzipLevel, onProcessed}: VersionCacheOptions) {
  const kept = new LRUCache<string, ProcessedVersion>({maxSize: maxBytes, sizeCalculation: sizeOf})
  // Requests for a version that arrive while it is being compressed wait for the same work.
  const underWay = new Map<string, VersionUnderWay>()
  let processed = 0

  const process = (key: string, html: Buffer, basePolicy: string): VersionUnderWay => {
    const started = performance.now()
    const hashes = inlineScriptHashes(html.toString('utf8'))
    const policy = withScriptHashes(basePolicy, hashes)
    const ready = Promise.all([
      brotli(html, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      }),
      gzipped(html, {level: gzipLevel}),
    ]).then(
      ([br, gzip]) => {
        const version: ProcessedVersion = {basePolicy, policy, scripts: hashes.length, br, gzip}
        kept.set(key, version)
        underWay.delete(key)
        processed++
        onProcessed?.(key, version, performance.now() - started)
        return version
      },
      (error: unknown) => {
        underWay.delete(key)
        throw error
      },
    )
    // Whoever asked for the copies hears of a failure; a request that needed only the policy does not.
    ready.catch(() => {})
    const version = {basePolicy, policy, ready}
    underWay.set(key, version)
    return version
  }

  return {
    /** The version kept under `key`, made from this base policy, if it is kept. */
    find(key: string, basePolicy: string): ProcessedVersion | undefined {
      const version = kept.get(key)
      return version?.basePolicy === basePolicy ? version : undefined
    },
    /** The version under `key`: kept, under way, or processed now from its HTML (read only then). */
    version(key: string, html: Buffer | (() => Buffer), basePolicy: string): ProcessedVersion | VersionUnderWay {
      const known = this.find(key, basePolicy)
      if (known) return known
      const pending = underWay.get(key)
      if (pending?.basePolicy === basePolicy) return pending
      return process(key, typeof html === 'function' ? html() : html, basePolicy)
    },
    /** Bytes the kept versions take (never above maxBytes). */
    get bytes() {
      return kept.calculatedSize
    },
    /** Versions kept now. */
    get size() {
      return kept.size
    },
    /** Versions processed since the server started (compressed, their scripts hashed). */
    get processed() {
      return processed
    },
  }
}

export type VersionCache = ReturnType<typeof createVersionCache>

import {createHash} from 'node:crypto'
import {readFile} from 'node:fs/promises'
import type {IncomingMessage, ServerResponse} from 'node:http'
import path from 'node:path'
import Negotiator from 'negotiator'
import {IMMUTABLE_CACHE_CONTROL} from '../lib/http/caching'
import {mediaTypeOf} from '@habitum/content/mediaTypes'

/** Where the build's browser files are asked for: each named by its content's hash, never changed. */
export const BUILD_ASSETS_PATH = '/_next/static/'
/** The Brotli copy of a file the build wrote beside it (scripts/precompress.ts). */
export const BROTLI_SUFFIX = '.br'

/** The build's files that have a Brotli copy (scripts/precompress.ts): its scripts and stylesheets. */
const PRECOMPRESSED_EXTENSIONS = ['.js', '.css']
/** Whether the build writes a Brotli copy of this file (scripts/precompress.ts). */
export const isPrecompressed = (name: string) => PRECOMPRESSED_EXTENSIONS.includes(path.extname(name))

type Asset = {type: string; brotli: Buffer; etag: string}

/**
 * Answers the build's scripts and stylesheets from memory, in the Brotli copy made at build time
 * where the browser takes Brotli: no compression and no file read per request, so the burst of a
 * page's dozen scripts is answered at once (docs/performance.md). Anything else it leaves to Next
 * (returns false): another path or method, a browser without Brotli, a file it does not have.
 */
export function buildAssetServer(staticDir: string) {
  const root = path.resolve(staticDir)
  // A promise per file, so that requests arriving together read it once; files never change.
  const assets = new Map<string, Promise<Asset | null>>()

  const load = async (file: string): Promise<Asset | null> => {
    try {
      // Only the copy that is sent is kept; its tag names those bytes (the file's one representation here).
      const brotli = await readFile(file + BROTLI_SUFFIX)
      const etag = `"${createHash('sha256').update(brotli).digest('base64url').slice(0, 27)}"`
      return {type: mediaTypeOf(file)!, brotli, etag}
    } catch {
      return null
    }
  }

  return async function serveBuildAsset(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    const pathname = decodedPath(request.url)
    if (!pathname?.startsWith(BUILD_ASSETS_PATH) || !isPrecompressed(pathname)) return false
    const file = path.join(root, pathname.slice(BUILD_ASSETS_PATH.length))
    if (!file.startsWith(root + path.sep)) return false
    if (!new Negotiator(request).encodings(['br']).includes('br')) return false
    if (!assets.has(file)) assets.set(file, load(file))
    const asset = await assets.get(file)!
    if (!asset) {
      // Not remembered: made-up names must not fill the memory. Next answers them 404.
      assets.delete(file)
      return false
    }
    response.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL)
    response.setHeader('ETag', asset.etag)
    response.setHeader('Vary', 'Accept-Encoding')
    if (request.headers['if-none-match'] === asset.etag) {
      response.writeHead(304).end()
      return true
    }
    response.writeHead(200, {
      'Content-Type': asset.type,
      'Content-Encoding': 'br',
      'Content-Length': asset.brotli.length,
    })
    response.end(request.method === 'HEAD' ? undefined : asset.brotli)
    return true
  }
}

/** The request's path, its escapes decoded (`%2e%2e` too), or undefined when it does not decode. */
function decodedPath(url: string | undefined): string | undefined {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname)
  } catch {
    return undefined
  }
}

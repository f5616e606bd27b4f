import {existsSync, statSync} from 'node:fs'
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {notFound} from './errors'
import type {Response} from './http'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/**
 * A built Studio (`sanity build`), served by the lake on its own address: the files as built, and
 * index.html for every other path (the Studio routes in the browser, e.g. /structure/faq).
 */
export function createStudioFiles(folder: string) {
  const root = path.resolve(folder)
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`${root} holds no built Studio (index.html): run the Studio build first`)
  return async function serve(pathname: string, response: Response) {
    let requested: string
    try {
      requested = path.join(root, decodeURIComponent(pathname))
    } catch {
      throw notFound(`No file ${pathname} in the Studio`)
    }
    const isFile = requested.startsWith(`${root}${path.sep}`) && existsSync(requested) && statSync(requested).isFile()
    if (!isFile && pathname.startsWith('/static/')) throw notFound(`No file ${pathname} in the Studio`)
    const file = isFile ? requested : path.join(root, 'index.html')
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Built file names carry a hash; index.html names the current ones.
      'cache-control': file.includes(`${path.sep}static${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    response.end(await readFile(file))
  }
}

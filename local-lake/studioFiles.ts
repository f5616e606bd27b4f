import {existsSync, statSync} from 'node:fs'
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {mediaTypeOf, UNKNOWN_MEDIA_TYPE} from '@habitum/content/mediaTypes'
import {notFound} from './errors'
import type {Response} from './http'

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
      'content-type': mediaTypeOf(path.basename(file)) ?? UNKNOWN_MEDIA_TYPE,
      // Built file names carry a hash; index.html names the current ones.
      'cache-control': file.includes(`${path.sep}static${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    })
    response.end(await readFile(file))
  }
}

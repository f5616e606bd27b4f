import {readFile} from 'node:fs/promises'
import {getServerConfig} from '../config'
import {getSnapshot} from '../content/source'
import type {ImageData} from './imageData'

/**
 * The largest SVG drawn from the page's own HTML: the hero's art (5 kB) fits, a photo never
 * would. An inlined file travels twice (in the markup and in the page data React reads).
 */
export const INLINE_ART_MAX_BYTES = 8 * 1024

/** How long a render waits for an SVG from Sanity's CDN before it gives up and links it instead. */
const CDN_WAIT_MS = 2000

/**
 * A small SVG as a `data:` URL, for the first screen's art: drawn with the HTML that carries it,
 * with no request of its own. On a phone's slow network every request costs a round trip before
 * its first byte (0.6 s on Lighthouse's mobile profile), which is what made the art the last
 * thing of `/en/`'s first screen (docs/performance.md). An SVG shows the same at every width, so
 * one file serves every screen. Null (the image is linked as before) when the image is not an
 * SVG, is larger than INLINE_ART_MAX_BYTES, or cannot be read.
 */
export async function svgAsDataUrl(
  image: ImageData | null | undefined,
  read: (src: string) => Promise<Buffer | null> = readImageFile,
): Promise<string | null> {
  if (!image?.src || !new URL(image.src, 'http://site').pathname.endsWith('.svg')) return null
  const bytes = await read(image.src).catch(() => null)
  if (!bytes || bytes.length > INLINE_ART_MAX_BYTES) return null
  return `data:image/svg+xml,${encodeURIComponent(bytes.toString('utf8'))}`
}

/** The image's file: from the snapshot's folder (its /content-images/ URL), or Sanity's CDN. */
async function readImageFile(src: string): Promise<Buffer | null> {
  if (getServerConfig().sanity) {
    const response = await fetch(src, {cache: 'force-cache', signal: AbortSignal.timeout(CDN_WAIT_MS)})
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null
  }
  const file = decodeURIComponent(new URL(src, 'http://site').pathname.split('/').at(-1) ?? '')
  const filePath = getSnapshot().imageFiles.get(file)
  return filePath ? readFile(/*turbopackIgnore: true*/ filePath) : null
}

import {readFile} from 'node:fs/promises'
import path from 'node:path'
import sharp, {type Sharp} from 'sharp'
import {within} from '../deadline'
import {createRenderQueue} from './renderQueue'
import {originalOf, planVariant, type Rect, type VariantRequest} from './variantRequest'

/**
 * The snapshot's image variants: the image URL parameters the site sends (./variantRequest.ts),
 * drawn the way Sanity's CDN draws them, so the site served from the snapshot (and the local
 * lake's image URLs) load the same pictures as the Sanity-backed site. A vector image is drawn at
 * the size asked for: the browser then only decodes a bitmap, off the main thread, instead of
 * laying out and painting an SVG document (and its text) on it.
 */

/**
 * What drawing variants may take from the server. Valid URLs are many (files × widths × formats)
 * and a render of a large variant takes seconds of CPU and, for a moment, about 40 bytes per
 * pixel it draws (a 1920 × 3938 AVIF of an illustration with blurs: 280 MB). So renders take
 * turns: RENDERS_AT_ONCE at most, drawing RENDER_PIXEL_BUDGET pixels together at most (a larger
 * one runs alone), RENDERS_WAITING more in line; and every request is answered within
 * `answerWithinMs` (the site's IMAGE_RENDER_WAIT_MS, default DEFAULT_RENDER_WAIT_MS in
 * ./config.ts), with the variant or with "busy".
 */
const RENDERS_AT_ONCE = 3
const RENDER_PIXEL_BUDGET = 8_000_000
const RENDERS_WAITING = 32
// One libvips thread per render: RENDERS_AT_ONCE alone says how many threads renders take (of
// Node's pool of four: one stays free for file reads and compression). No libvips cache:
// finished variants are kept below, encoded, and sources are small files.
sharp.concurrency(1)
sharp.cache(false)

/**
 * The pixels drawing a variant takes: its own, or for a vector cut from a larger drawing
 * (`rect`, `fit=crop`), the whole drawing's.
 */
export function pixelsOf(filePath: string, request: VariantRequest): number {
  const original = originalOf(path.basename(filePath))
  const plan = planVariant(original, request)
  if (!original.isVector) return plan.width * plan.height
  const scale = plan.width / plan.region.width
  return Math.ceil(original.width * scale) * Math.ceil(original.height * scale)
}

/**
 * Renders variants (the geometry is planVariant's); undefined when the server is too busy to have
 * one within `answerWithinMs` (a render that has started still finishes and is kept, for the next
 * request). Results are kept up to a byte budget, least recently used leaving first (file names
 * carry the content hash: a variant never goes stale); a variant being drawn is shared by everyone
 * asking for it meanwhile. One renderer per process: its turns and its cache are the server's.
 */
export function createVariantRenderer({answerWithinMs}: {answerWithinMs: number}) {
  const queue = createRenderQueue({
    concurrency: RENDERS_AT_ONCE,
    budget: RENDER_PIXEL_BUDGET,
    maxWaiting: RENDERS_WAITING,
    maxWaitMs: answerWithinMs,
  })
  const rendered = new Map<string, Buffer>()
  const inFlight = new Map<string, Promise<Buffer | undefined>>()
  let renderedBytes = 0

  function keep(key: string, bytes: Buffer) {
    rendered.set(key, bytes)
    renderedBytes += bytes.byteLength
    for (const [oldest, oldBytes] of rendered) {
      if (renderedBytes <= CACHE_BUDGET_BYTES) break
      rendered.delete(oldest)
      renderedBytes -= oldBytes.byteLength
    }
  }

  return async function renderVariant(filePath: string, request: VariantRequest): Promise<Buffer | undefined> {
    const key = `${filePath}|${JSON.stringify(request)}`
    const cached = rendered.get(key)
    if (cached) {
      rendered.delete(key)
      rendered.set(key, cached)
      return cached
    }
    let drawing = inFlight.get(key)
    if (!drawing) {
      drawing = queue
        .schedule(() => render(filePath, request), pixelsOf(filePath, request))
        .then((bytes) => {
          if (bytes) keep(key, bytes)
          return bytes
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, drawing)
    }
    return (await within(drawing, answerWithinMs)) ?? undefined
  }
}

const CACHE_BUDGET_BYTES = 48 * 1024 * 1024

async function render(filePath: string, request: VariantRequest): Promise<Buffer> {
  const source = await readFile(/*turbopackIgnore: true*/ filePath)
  const original = originalOf(path.basename(filePath))
  const {region, width, height} = planVariant(original, request)
  let image: Sharp
  if (original.isVector) {
    // Drawn whole at the scale the region needs, then the region is cut from the drawing.
    const scale = width / region.width
    const drawnWidth = Math.ceil(original.width * scale)
    const drawing = await sharp(source, {density: await densityFor(source, drawnWidth)})
      .resize({width: drawnWidth})
      .png()
      .toBuffer({resolveWithObject: true})
    image = sharp(drawing.data).extract(scaled(region, scale, drawing.info))
  } else {
    image = sharp(source).extract(region)
  }
  image = image.resize({width, height, fit: 'fill'})
  const {quality, format} = request
  // AVIF looks as good as WebP at about two thirds of its quality number; effort 2 draws fast.
  if (format === 'avif') image = image.avif({quality: Math.round(quality * 0.67), effort: 2})
  else if (format === 'webp') image = image.webp({quality})
  else if (format === 'jpg') image = image.jpeg({quality, mozjpeg: true})
  else image = image.png({compressionLevel: 9})
  return image.toBuffer()
}

/** A region of the original in the pixels of a drawing `scale` times its size, kept inside it. */
function scaled(region: Rect, scale: number, drawing: {width: number; height: number}): Rect {
  const left = Math.min(drawing.width - 1, Math.round(region.left * scale))
  const top = Math.min(drawing.height - 1, Math.round(region.top * scale))
  return {
    left,
    top,
    width: Math.max(1, Math.min(drawing.width - left, Math.round(region.width * scale))),
    height: Math.max(1, Math.min(drawing.height - top, Math.round(region.height * scale))),
  }
}

/** The DPI at which an SVG comes out at least `width` pixels wide (72 DPI is its own size). */
async function densityFor(svg: Buffer, width: number) {
  const {width: intrinsic} = await sharp(svg).metadata()
  return Math.min(2400, Math.ceil((72 * width) / (intrinsic || width)))
}

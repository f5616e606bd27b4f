import {readFile} from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import {DEFAULT_IMAGE_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS} from './config'
import {within} from '../deadline'
import {createRenderQueue} from './renderQueue'

/**
 * The snapshot's image variants: the subset of Sanity's image URL parameters the site's loader
 * sends (`w`, `q`, `auto=format`, `fit=max`), answered the way Sanity's CDN answers them, so the
 * site served from the snapshot loads images as the Sanity-backed site does. A vector image is
 * drawn at the width asked for: the browser then only decodes a bitmap, off the main thread,
 * instead of laying out and painting an SVG document (and its text) on it.
 */

export type VariantRequest = {width: number; quality: number; format: OutputFormat}
export type OutputFormat = 'avif' | 'webp' | 'png' | 'jpg'

const FORMATS: readonly OutputFormat[] = ['avif', 'webp', 'png', 'jpg']
export const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
}

/**
 * Reads the parameters of an image URL: null when there are none (the original is wanted), a
 * VariantRequest, or an error message naming the parameter at fault.
 */
export function parseVariantRequest(
  params: URLSearchParams,
  source: {extension: string; accept: string | null},
): VariantRequest | null | {error: string} {
  const known = new Set(['w', 'q', 'auto', 'fm', 'fit'])
  const keys = [...params.keys()]
  const unknown = keys.find((key) => !known.has(key))
  if (unknown) return {error: `unknown parameter "${unknown}"`}
  if (keys.length === 0) return null
  const width = params.get('w')
  if (width === null || !IMAGE_WIDTHS.includes(Number(width))) {
    return {error: `"w" must be one of ${IMAGE_WIDTHS.join(', ')}`}
  }
  const quality = Number(params.get('q') ?? DEFAULT_IMAGE_QUALITY)
  if (!IMAGE_QUALITIES.includes(quality)) return {error: `"q" must be one of ${IMAGE_QUALITIES.join(', ')}`}
  const fit = params.get('fit')
  if (fit !== null && fit !== 'max') return {error: '"fit" can only be "max"'}
  const auto = params.get('auto')
  if (auto !== null && auto !== 'format') return {error: '"auto" can only be "format"'}
  const asked = params.get('fm')
  if (asked !== null && !(FORMATS as readonly string[]).includes(asked)) {
    return {error: `"fm" must be one of ${FORMATS.join(', ')}`}
  }
  const format =
    (asked as OutputFormat | null) ?? (auto ? bestAccepted(source.accept) : null) ?? fallbackFormat(source.extension)
  return {width: Number(width), quality, format}
}

/** auto=format: the smallest modern format the browser says it takes. */
function bestAccepted(accept: string | null): OutputFormat | null {
  if (accept?.includes('image/avif')) return 'avif'
  if (accept?.includes('image/webp')) return 'webp'
  return null
}

function fallbackFormat(extension: string): OutputFormat {
  return extension === 'jpg' ? 'jpg' : 'png'
}

/**
 * What drawing variants may take from the server. Valid URLs are many (files × widths × formats)
 * and a render of a large variant takes seconds of CPU and, for a moment, about 40 bytes per
 * pixel it draws (a 1920 × 3938 AVIF of an illustration with blurs: 280 MB). So renders take
 * turns: RENDERS_AT_ONCE at most, drawing RENDER_PIXEL_BUDGET pixels together at most (a larger
 * one runs alone), RENDERS_WAITING more in line; and every request is answered within
 * ANSWER_WITHIN_MS, with the variant or with "busy" (the route's 503).
 */
export const RENDERS_AT_ONCE = 3
export const RENDER_PIXEL_BUDGET = 8_000_000
export const RENDERS_WAITING = 32
export const ANSWER_WITHIN_MS = 7_000
// One libvips thread per render: RENDERS_AT_ONCE alone says how many threads renders take (of
// Node's pool of four: one stays free for file reads and compression). No libvips cache:
// finished variants are kept below, encoded, and sources are small files.
sharp.concurrency(1)
sharp.cache(false)

const queue = createRenderQueue({
  concurrency: RENDERS_AT_ONCE,
  budget: RENDER_PIXEL_BUDGET,
  maxWaiting: RENDERS_WAITING,
  maxWaitMs: ANSWER_WITHIN_MS,
})

/**
 * The pixels a variant has, from the original's size in its file name (Sanity names assets
 * `<hash>-<width>x<height>.<ext>`): a vector is drawn at the width asked for, a bitmap never wider
 * than it is.
 */
export function pixelsOf(filePath: string, {width}: VariantRequest): number {
  const size = path.basename(filePath).match(/-(\d+)x(\d+)\.\w+$/)
  if (!size) return width * width
  const [originalWidth, originalHeight] = [Number(size[1]), Number(size[2])]
  const drawnWidth = path.extname(filePath) === '.svg' ? width : Math.min(width, originalWidth)
  return drawnWidth * Math.round((drawnWidth * originalHeight) / originalWidth)
}

/**
 * Renders a variant: never wider than the original for a bitmap (`fit=max`), a vector drawn at
 * exactly the width asked for; undefined when the server is too busy to have it within
 * ANSWER_WITHIN_MS (a render that has started still finishes and is kept, for the next request).
 * Results are kept up to a byte budget, least recently used leaving first (file names carry the
 * content hash: a variant never goes stale); a variant being drawn is shared by everyone asking
 * for it meanwhile.
 */
export async function renderVariant(filePath: string, request: VariantRequest): Promise<Buffer | undefined> {
  const key = `${filePath}|${request.width}|${request.quality}|${request.format}`
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
  return (await within(drawing, ANSWER_WITHIN_MS)) ?? undefined
}

const CACHE_BUDGET_BYTES = 48 * 1024 * 1024
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

async function render(filePath: string, {width, quality, format}: VariantRequest): Promise<Buffer> {
  const source = await readFile(/*turbopackIgnore: true*/ filePath)
  const isVector = path.extname(filePath) === '.svg'
  let image = sharp(source, isVector ? {density: await densityFor(source, width)} : {})
  image = image.resize({width, withoutEnlargement: !isVector})
  // AVIF looks as good as WebP at about two thirds of its quality number; effort 2 draws fast.
  if (format === 'avif') image = image.avif({quality: Math.round(quality * 0.67), effort: 2})
  else if (format === 'webp') image = image.webp({quality})
  else if (format === 'jpg') image = image.jpeg({quality, mozjpeg: true})
  else image = image.png({compressionLevel: 9})
  return image.toBuffer()
}

/** The DPI at which an SVG comes out at least `width` pixels wide (72 DPI is its own size). */
async function densityFor(svg: Buffer, width: number) {
  const {width: intrinsic} = await sharp(svg).metadata()
  return Math.min(2400, Math.ceil((72 * width) / (intrinsic || width)))
}

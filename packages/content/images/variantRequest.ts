import {DEFAULT_IMAGE_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS, MAX_IMAGE_HEIGHT, SHARE_IMAGE_SIZE} from './config'

/**
 * The parameters of Sanity's image URLs that this site sends, read the way Sanity's image CDN
 * reads them, so the snapshot's image route draws the same picture for the same URL:
 *
 * - `rect=left,top,width,height`: the editor's crop, in the original's pixels, applied first;
 * - `w`, `h`: the size of the result; with only `w` the height follows the (cropped) image;
 * - `fit=max`: fit within w × h, never enlarging a bitmap; `fit=crop`: exactly w × h, cutting
 *   what does not fit, around the focal point with `crop=focalpoint` (centred otherwise);
 * - `fp-x`, `fp-y`: the focal point, 0–1 across the image after `rect` (the editor's hotspot);
 * - `q`, `auto=format`, `fm`: quality and format.
 *
 * Widths and qualities are limited to those the site uses (./config.ts), so the variants anyone
 * can ask for stay few.
 */

type OutputFormat = 'avif' | 'webp' | 'png' | 'jpg'
export type Rect = {left: number; top: number; width: number; height: number}

export type VariantRequest = {
  width: number
  height?: number
  quality: number
  format: OutputFormat
  fit: 'max' | 'crop'
  rect?: Rect
  focalPoint?: {x: number; y: number}
  crop?: 'focalpoint' | 'center'
}

/** The original's pixel size and whether it is a vector (drawn at any size). */
export type Original = {width: number; height: number; isVector: boolean}

/**
 * The original's size, from its file name: Sanity names assets `<hash>-<width>x<height>.<ext>`
 * (the snapshot's loader refuses any other name).
 */
export function originalOf(fileName: string): Original {
  const match = fileName.match(/-(\d+)x(\d+)\.(\w+)$/)
  if (!match) throw new Error(`${fileName}: an image file is named <hash>-<width>x<height>.<ext>`)
  return {width: Number(match[1]), height: Number(match[2]), isVector: match[3] === 'svg'}
}

const FORMATS: readonly OutputFormat[] = ['avif', 'webp', 'png', 'jpg']
const KNOWN = new Set(['w', 'h', 'q', 'auto', 'fm', 'fit', 'rect', 'fp-x', 'fp-y', 'crop'])
const WIDTHS = [...IMAGE_WIDTHS, SHARE_IMAGE_SIZE.width].sort((a, b) => a - b)

/**
 * Reads the parameters of an image URL: null when there are none (the original is wanted), a
 * VariantRequest, or an error message naming the parameter at fault.
 */
export function parseVariantRequest(
  params: URLSearchParams,
  source: {fileName: string; accept: string | null},
): VariantRequest | null | {error: string} {
  const original = originalOf(source.fileName)
  const extension = source.fileName.slice(source.fileName.lastIndexOf('.') + 1)
  const keys = [...params.keys()]
  const unknown = keys.find((key) => !KNOWN.has(key))
  if (unknown) return {error: `unknown parameter "${unknown}"`}
  if (keys.length === 0) return null
  const width = params.get('w')
  if (width === null || !WIDTHS.includes(Number(width))) return {error: `"w" must be one of ${WIDTHS.join(', ')}`}
  const height = params.get('h')
  if (height !== null && !isIntegerIn(height, 1, MAX_IMAGE_HEIGHT)) {
    return {error: `"h" must be a whole number from 1 to ${MAX_IMAGE_HEIGHT}`}
  }
  const quality = Number(params.get('q') ?? DEFAULT_IMAGE_QUALITY)
  if (!IMAGE_QUALITIES.includes(quality)) return {error: `"q" must be one of ${IMAGE_QUALITIES.join(', ')}`}
  const fit = params.get('fit') ?? 'max'
  if (fit !== 'max' && fit !== 'crop') return {error: '"fit" must be "max" or "crop"'}
  if (fit === 'crop' && height === null) return {error: '"fit=crop" needs "h"'}
  const crop = params.get('crop')
  if (crop !== null && crop !== 'focalpoint' && crop !== 'center') {
    return {error: '"crop" must be "focalpoint" or "center"'}
  }
  const rect = parseRect(params.get('rect'), original)
  if (typeof rect === 'string') return {error: rect}
  const focalPoint = parseFocalPoint(params.get('fp-x'), params.get('fp-y'))
  if (typeof focalPoint === 'string') return {error: focalPoint}
  const auto = params.get('auto')
  if (auto !== null && auto !== 'format') return {error: '"auto" can only be "format"'}
  const asked = params.get('fm')
  if (asked !== null && !(FORMATS as readonly string[]).includes(asked)) {
    return {error: `"fm" must be one of ${FORMATS.join(', ')}`}
  }
  const format =
    (asked as OutputFormat | null) ?? (auto ? bestAccepted(source.accept) : null) ?? fallbackFormat(extension)
  return {
    width: Number(width),
    ...(height !== null && {height: Number(height)}),
    quality,
    format,
    fit,
    ...(rect && {rect}),
    ...(focalPoint && {focalPoint}),
    ...(crop && {crop}),
  }
}

function isIntegerIn(value: string, min: number, max: number) {
  return /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max
}

function parseRect(value: string | null, original: Original): Rect | undefined | string {
  if (value === null) return undefined
  const parts = value.split(',')
  const message = `"rect" must be left,top,width,height in whole pixels inside the ${original.width}×${original.height} image`
  if (parts.length !== 4 || !parts.every((part) => /^\d+$/.test(part))) return message
  const [left, top, width, height] = parts.map(Number) as [number, number, number, number]
  if (width < 1 || height < 1 || left + width > original.width || top + height > original.height) return message
  return {left, top, width, height}
}

function parseFocalPoint(x: string | null, y: string | null): {x: number; y: number} | undefined | string {
  if (x === null && y === null) return undefined
  for (const [name, value] of [
    ['fp-x', x],
    ['fp-y', y],
  ] as const) {
    if (value === null || !/^\d*\.?\d+$/.test(value) || Number(value) > 1) {
      return `"${name}" must be a number from 0 to 1 (with "${name === 'fp-x' ? 'fp-y' : 'fp-x'}")`
    }
  }
  return {x: Number(x), y: Number(y)}
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

/** What a variant is drawn from and at: the region of the original, and the size it comes out. */
export type VariantPlan = {region: Rect; width: number; height: number}

/**
 * The geometry of a variant. `rect` first; then `fit=crop` takes the largest part of that with
 * the w:h shape, centred on the focal point as far as the edges allow, and draws it at w × h;
 * `fit=max` draws the whole region within w (and h), a bitmap never larger than it is.
 */
export function planVariant(original: Original, request: VariantRequest): VariantPlan {
  const rect = request.rect ?? {left: 0, top: 0, width: original.width, height: original.height}
  if (request.fit === 'crop' && request.height) {
    const region = cropAround(rect, request.width / request.height, focusOf(request))
    return {region, width: request.width, height: request.height}
  }
  const limits = [request.width / rect.width, ...(request.height ? [request.height / rect.height] : [])]
  const scale = Math.min(...limits, original.isVector ? Infinity : 1)
  return {
    region: rect,
    width: Math.max(1, Math.round(rect.width * scale)),
    height: Math.max(1, Math.round(rect.height * scale)),
  }
}

function focusOf({crop, focalPoint}: VariantRequest) {
  return crop === 'focalpoint' && focalPoint ? focalPoint : {x: 0.5, y: 0.5}
}

/** The largest part of `rect` with the given shape, its centre as near the focus as fits. */
function cropAround(rect: Rect, aspect: number, focus: {x: number; y: number}): Rect {
  const width = Math.min(rect.width, Math.round(rect.height * aspect))
  const height = Math.min(rect.height, Math.round(width / aspect))
  const place = (start: number, size: number, inner: number, at: number) =>
    start + Math.min(size - inner, Math.max(0, Math.round(at * size - inner / 2)))
  return {
    left: place(rect.left, rect.width, width, focus.x),
    top: place(rect.top, rect.height, height, focus.y),
    width,
    height,
  }
}

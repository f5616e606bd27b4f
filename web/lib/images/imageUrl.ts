import {createImageUrlBuilder, type SanityImageSource} from '@sanity/image-url'
import type {ImageData} from './imageData'

/** A slot drawn at a fixed shape: the image is cut to it around the editor's focal point. */
export type ImageSlot = {width: number; height: number}

/** An image ready for next/image: the URL of the picture the editor framed, and its size. */
export type FramedImage = {src: string; width: number; height: number}

// Only the query string of the builder's URLs is used (below): its host, project and dataset are
// never seen. The asset's own URL (Sanity's CDN, or the snapshot's image route) comes first.
const builder = createImageUrlBuilder({projectId: 'unused', dataset: 'unused'})

/**
 * The editor's crop and hotspot as image URL parameters, built by Sanity's own URL builder:
 * `rect` for the crop; for a slot of fixed shape also `fp-x`/`fp-y` (the hotspot's centre within
 * the crop), `crop=focalpoint`, `fit=crop`, `w` and `h`, which the image loader scales to each
 * width it asks for. Null when the image has no file.
 */
export function framedImage(image: ImageData | null | undefined, slot?: ImageSlot): FramedImage | null {
  if (!image?.src || !image.width || !image.height) return null
  const source = sourceOf(image)
  if (!source) return {src: image.src, width: image.width, height: image.height}
  const cropped = new URL(builder.image(source).url()).searchParams.get('rect')
  const [left, top, width, height] = (cropped?.split(',').map(Number) ?? [0, 0, image.width, image.height]) as [
    number,
    number,
    number,
    number,
  ]
  if (!slot) return {src: withQuery(image.src, builder.image(source).url()), width, height}
  const hotspot = {x: image.hotspot?.x ?? 0.5, y: image.hotspot?.y ?? 0.5}
  const url = builder
    .image(source)
    .rect(left, top, width, height)
    .focalPoint(within01((hotspot.x * image.width - left) / width), within01((hotspot.y * image.height - top) / height))
    .crop('focalpoint')
    .fit('crop')
    .width(slot.width)
    .height(slot.height)
    .url()
  return {src: withQuery(image.src, url), width: slot.width, height: slot.height}
}

/** What the builder needs: the asset reference, and the crop and hotspot when fully set. */
function sourceOf({assetRef, crop, hotspot}: ImageData): SanityImageSource | null {
  if (!assetRef) return null
  const complete = <T extends object>(value: T | null | undefined) =>
    value && Object.values(value).filter((entry) => typeof entry === 'number').length === 4 ? value : undefined
  const source = {asset: {_ref: assetRef}, crop: complete(crop), hotspot: complete(hotspot)}
  return source as SanityImageSource
}

function within01(value: number) {
  return Math.round(Math.min(1, Math.max(0, value)) * 1000) / 1000
}

/** The asset's own URL with the parameters of a URL the builder made. */
function withQuery(src: string, builtUrl: string) {
  const {search} = new URL(builtUrl)
  return search ? `${src}${src.includes('?') ? '&' : '?'}${search.slice(1)}` : src
}

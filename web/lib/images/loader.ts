import {DEFAULT_IMAGE_QUALITY, SNAPSHOT_IMAGE_PATH} from '@habitum/content/images/config'

/**
 * next/image loader: every content image is asked for at the width the browser needs and in a
 * modern format, keeping the crop the URL carries (./imageUrl.ts); a slot of fixed shape
 * (`fit=crop` with `h`) keeps its shape at every width. Sanity's CDN answers these parameters;
 * so does the snapshot's image route (web/app/content-images), which stands in for it when no
 * Sanity project is configured.
 */
export default function imageLoader({src, width, quality}: {src: string; width: number; quality?: number}) {
  const isSanity = src.startsWith('https://cdn.sanity.io/')
  if (!isSanity && !src.startsWith(`${SNAPSHOT_IMAGE_PATH}/`)) return src
  const url = new URL(src, 'https://site.invalid')
  const {searchParams} = url
  const shape = Number(searchParams.get('h')) / Number(searchParams.get('w'))
  searchParams.set('w', String(width))
  if (shape) searchParams.set('h', String(Math.round(width * shape)))
  searchParams.set('q', String(quality ?? DEFAULT_IMAGE_QUALITY))
  searchParams.set('auto', 'format')
  if (searchParams.get('fit') !== 'crop') searchParams.set('fit', 'max')
  // Commas as the URL builder writes them (rect=left,top,width,height), not escaped.
  const search = `?${searchParams.toString().replace(/%2C/g, ',')}`
  return isSanity ? `${url.origin}${url.pathname}${search}` : `${url.pathname}${search}`
}

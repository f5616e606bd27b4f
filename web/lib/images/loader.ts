import {DEFAULT_IMAGE_QUALITY, SNAPSHOT_IMAGE_PATH} from './config'

/**
 * next/image loader: every content image is asked for at the width the browser needs and in a
 * modern format. Sanity's CDN answers these parameters; so does the snapshot's image route
 * (web/app/content-images), which stands in for it when no Sanity project is configured.
 */
export default function imageLoader({src, width, quality}: {src: string; width: number; quality?: number}) {
  const isSanity = src.startsWith('https://cdn.sanity.io/')
  if (!isSanity && !src.startsWith(`${SNAPSHOT_IMAGE_PATH}/`)) return src
  const url = new URL(src, 'https://site.invalid')
  url.searchParams.set('w', String(width))
  url.searchParams.set('q', String(quality ?? DEFAULT_IMAGE_QUALITY))
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'max')
  return isSanity ? url.toString() : `${url.pathname}${url.search}`
}

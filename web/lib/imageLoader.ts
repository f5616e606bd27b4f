/**
 * next/image loader: Sanity's CDN resizes and picks the format (WebP/AVIF) per request;
 * the snapshot's images are SVGs served as they are.
 */
export default function imageLoader({src, width, quality}: {src: string; width: number; quality?: number}) {
  if (!src.startsWith('https://cdn.sanity.io/') || src.endsWith('.svg')) return src
  const url = new URL(src)
  url.searchParams.set('w', String(width))
  url.searchParams.set('q', String(quality ?? 75))
  url.searchParams.set('auto', 'format')
  url.searchParams.set('fit', 'max')
  return url.toString()
}

import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {getServerConfig} from '@/lib/config'
import {getSnapshot} from '@/lib/content/source'
import {IMMUTABLE_CACHE_CONTROL} from '@/lib/http/caching'
import {refuse} from '@/lib/http/requests'
import {parseVariantRequest} from '@habitum/content/images/variantRequest'
import {renderVariant} from '@/lib/images/variants'
import {mediaTypeOf, UNKNOWN_MEDIA_TYPE} from '@habitum/content/mediaTypes'

/** How long a client is asked to wait when renders are busy. */
const BUSY_RETRY_AFTER_SECONDS = 5

/**
 * The snapshot's images (a Sanity project serves its own from its CDN): the original file, or
 * with image URL parameters the variant they ask for (crop, focal point, size, format).
 */
export async function GET(request: Request, {params}: {params: Promise<{file: string}>}) {
  const {file} = await params
  const filePath = getServerConfig().sanity ? undefined : getSnapshot().imageFiles.get(file)
  if (!filePath) return new Response('NOT FOUND', {status: 404})
  const extension = path.extname(file).slice(1)
  const variant = parseVariantRequest(new URL(request.url).searchParams, {
    fileName: file,
    accept: request.headers.get('accept'),
  })
  if (variant && 'error' in variant) return refuse(400, 'bad_image_parameters', `Image URL: ${variant.error}.`)
  const bytes = variant ? await renderVariant(filePath, variant) : await readFile(/*turbopackIgnore: true*/ filePath)
  if (!bytes) {
    return refuse(
      503,
      'busy',
      'Too many images are being drawn right now: try again in a few seconds.',
      {},
      {
        'Retry-After': String(BUSY_RETRY_AFTER_SECONDS),
        'Cache-Control': 'no-store',
      },
    )
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': mediaTypeOf(variant?.format ?? extension) ?? UNKNOWN_MEDIA_TYPE,
      // File names carry the content hash: an image (and each variant of it) never changes.
      'Cache-Control': IMMUTABLE_CACHE_CONTROL,
      // auto=format picks the format from what the browser accepts.
      Vary: 'Accept',
      // An SVG opened on its own runs no script and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

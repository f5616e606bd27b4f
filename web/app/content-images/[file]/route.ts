import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {getServerConfig} from '@/lib/config'
import {getSnapshot} from '@/lib/content/source'

export const dynamic = 'force-static'
export const dynamicParams = false

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
}

/** The snapshot's images, written out at build time (a Sanity project serves its own from its CDN). */
export function generateStaticParams() {
  if (getServerConfig().sanity) return []
  return [...getSnapshot().imageFiles.keys()].map((file) => ({file}))
}

export async function GET(_request: Request, {params}: {params: Promise<{file: string}>}) {
  const {file} = await params
  const filePath = getSnapshot().imageFiles.get(file)
  if (!filePath) return new Response('NOT FOUND', {status: 404})
  return new Response(new Uint8Array(await readFile(/*turbopackIgnore: true*/ filePath)), {
    headers: {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // File names carry the content hash: they never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own runs no script and loads nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

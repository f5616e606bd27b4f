import {ASSET_PATTERN} from '@habitum/content/snapshot'
import {SYSTEM_FIELDS, type LakeDocument} from './documents'

/**
 * Sanity's dataset export format, as content/ holds it: an image field names its file,
 * `_sanityAsset: "image@file://./images/<sha1>-<w>x<h>.<ext>"`, where the dataset holds a
 * reference to the asset document `image-<sha1>-<w>x<h>-<ext>`. Conversions keep every key where
 * it was, so a document read and written back is the same line, byte for byte.
 */

const IMAGE_ASSET_ID = /^image-([0-9a-f]{40})-(\d+x\d+)-([a-z0-9]+)$/

export function imageAssetId(fileName: string): string {
  const [, sha1, size, extension] = /^([0-9a-f]{40})-(\d+x\d+)\.([a-z0-9]+)$/.exec(fileName) ?? []
  if (!sha1) throw new Error(`"${fileName}" is not an image file name of the form <sha1>-<width>x<height>.<ext>`)
  return `image-${sha1}-${size}-${extension}`
}

/** The file of an image asset document id, or null for any other id. */
export function imageFileName(assetId: string): string | null {
  const match = IMAGE_ASSET_ID.exec(assetId)
  return match ? `${match[1]}-${match[2]}.${match[3]}` : null
}

/** A document of content/data.ndjson as the dataset holds it. */
export function fromExport(document: LakeDocument): LakeDocument {
  return mapObjects(document, (key, value) => {
    const match = key === '_sanityAsset' && typeof value === 'string' ? ASSET_PATTERN.exec(value) : null
    return match ? ['asset', {_type: 'reference', _ref: imageAssetId(match[1]!)}] : [key, value]
  }) as LakeDocument
}

/** A document as content/data.ndjson holds it: image references as files, no revision fields. */
export function toExport(document: LakeDocument): Record<string, unknown> {
  const exported = mapObjects(document, (key, value) => {
    const fileName = key === 'asset' ? imageFileName((value as {_ref?: unknown} | null)?._ref as string) : null
    return fileName ? ['_sanityAsset', `image@file://./images/${fileName}`] : [key, value]
  }) as Record<string, unknown>
  for (const field of SYSTEM_FIELDS) delete exported[field]
  return exported
}

/** Rebuilds every object, entry by entry in its own order, through `entry`. */
function mapObjects(node: unknown, entry: (key: string, value: unknown) => [string, unknown]): unknown {
  if (Array.isArray(node)) return node.map((item) => mapObjects(item, entry))
  if (typeof node !== 'object' || node === null) return node
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      const [name, mapped] = entry(key, value)
      return [name, mapped === value ? mapObjects(value, entry) : mapped]
    }),
  )
}

import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {ContentError} from './errors'
import {SNAPSHOT_IMAGE_PATH} from './images/config'
import {mediaTypeOf} from './mediaTypes'

/** A document as stored in the snapshot and in the Content Lake. */
export type SanityDocument = {_id: string; _type: string; [field: string]: unknown}

export type Snapshot = {
  /** Documents with image files turned into asset references, as the Content Lake stores them. */
  documents: SanityDocument[]
  /** Asset file name → absolute path, for serving the snapshot's images. */
  imageFiles: Map<string, string>
}

/** An image field in the export format: `_sanityAsset: "image@file://./images/<file>"`. */
export const ASSET_PATTERN = /^image@file:\/\/\.\/images\/(([0-9a-f]{40})-(\d+)x(\d+)\.([a-z]+))$/

/**
 * Reads a content snapshot in Sanity's export format: data.ndjson (one document per line) and
 * images/<sha1>-<w>x<h>.<ext>. Any fault throws a ContentError naming the file, line or document.
 * `data`, when given, is checked in place of the file's text (a write about to replace it).
 */
export function loadSnapshot(directory: string, data?: string): Snapshot {
  const dataFile = path.join(/*turbopackIgnore: true*/ directory, 'data.ndjson')
  if (data === undefined && !existsSync(dataFile)) {
    throw new ContentError(
      `${dataFile} is missing: the site is built from this content snapshot. ` +
        'Restore it from git, or set SANITY_PROJECT_ID to read a Sanity project instead.',
    )
  }
  const documents = parseNdjson(dataFile, data ?? readFileSync(dataFile, 'utf8'))
  const imageFiles = new Map<string, string>()
  const assets = new Map<string, SanityDocument>()
  for (const document of documents) {
    replaceAssetFiles(document, document, '', (match, where) => {
      const [, fileName, sha1, width, height, extension] = match
      const filePath = path.join(/*turbopackIgnore: true*/ directory, 'images', fileName!)
      if (!existsSync(filePath)) {
        throw new ContentError(
          `${dataFile}: document "${document._id}" (${where}) uses images/${fileName}, which does not exist`,
        )
      }
      const assetId = `image-${sha1}-${width}x${height}-${extension}`
      imageFiles.set(fileName!, filePath)
      assets.set(assetId, {
        _id: assetId,
        _type: 'sanity.imageAsset',
        assetId: sha1,
        extension,
        mimeType: mediaTypeOf(extension!) ?? `image/${extension}`,
        originalFilename: fileName,
        path: `images/${fileName}`,
        url: `${SNAPSHOT_IMAGE_PATH}/${fileName}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: {
            _type: 'sanity.imageDimensions',
            width: Number(width),
            height: Number(height),
            aspectRatio: Number(width) / Number(height),
          },
        },
      })
      return {_type: 'reference', _ref: assetId}
    })
  }
  const all = [...documents, ...assets.values()]
  checkReferences(all, dataFile)
  return {documents: all, imageFiles}
}

function parseNdjson(dataFile: string, text: string): SanityDocument[] {
  const seen = new Set<string>()
  const documents: SanityDocument[] = []
  text
    .split('\n')
    .forEach((line, index) => {
      if (!line.trim()) return
      const where = `${dataFile} line ${index + 1}`
      let value: unknown
      try {
        value = JSON.parse(line)
      } catch (error) {
        throw new ContentError(`${where}: not valid JSON (${(error as Error).message})`)
      }
      if (!isDocument(value)) {
        throw new ContentError(`${where}: a document needs string "_id" and "_type" fields`)
      }
      if (seen.has(value._id)) throw new ContentError(`${where}: duplicate document id "${value._id}"`)
      seen.add(value._id)
      documents.push(value)
    })
  return documents
}

function isDocument(value: unknown): value is SanityDocument {
  const candidate = value as SanityDocument | null
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    !Array.isArray(candidate) &&
    typeof candidate._id === 'string' &&
    typeof candidate._type === 'string'
  )
}

type AssetReplacer = (match: RegExpExecArray, where: string) => {_type: string; _ref: string}

/** Turns export-format `_sanityAsset` image fields into `asset` references, in place. */
function replaceAssetFiles(document: SanityDocument, node: unknown, where: string, replace: AssetReplacer) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => replaceAssetFiles(document, item, `${where}[${index}]`, replace))
    return
  }
  if (typeof node !== 'object' || node === null) return
  const record = node as Record<string, unknown>
  if (typeof record._sanityAsset === 'string') {
    const match = ASSET_PATTERN.exec(record._sanityAsset)
    if (!match) {
      throw new ContentError(
        `document "${document._id}" (${where}): "${record._sanityAsset}" is not an image file of the form image@file://./images/<sha1>-<width>x<height>.<ext>`,
      )
    }
    record.asset = replace(match, where)
    delete record._sanityAsset
  }
  for (const [key, value] of Object.entries(record)) {
    replaceAssetFiles(document, value, where ? `${where}.${key}` : key, replace)
  }
}

/** Every strong or weak reference must point at a document in the snapshot. */
function checkReferences(documents: SanityDocument[], dataFile: string) {
  const ids = new Set(documents.map((document) => document._id))
  for (const document of documents) {
    walk(document, '', (ref, where) => {
      if (!ids.has(ref)) {
        throw new ContentError(
          `${dataFile}: document "${document._id}" (${where}) references "${ref}", which is not in the snapshot`,
        )
      }
    })
  }
}

function walk(node: unknown, where: string, onReference: (ref: string, where: string) => void) {
  if (Array.isArray(node)) {
    node.forEach((item, index) => walk(item, `${where}[${index}]`, onReference))
  } else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>
    if (typeof record._ref === 'string') onReference(record._ref, where)
    for (const [key, value] of Object.entries(record)) {
      if (key !== '_ref') walk(value, where ? `${where}.${key}` : key, onReference)
    }
  }
}

import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {ContentError} from '@habitum/content/errors'
import type {LakeDocument} from './documents'
import {imageFileName} from './exportFormat'

/**
 * content/assets.json, as Sanity's dataset export writes it: what was said of each asset, keyed
 * `image-<sha1>` (the name an editor sees in the image browser, a title, a description). Kept
 * here, with the snapshot, so a title given to a bundled image survives a new lake and goes with
 * `npm run content:import` into a project (Sanity's import restores it). Only the fields an editor
 * or a migration sets are kept; the rest of an asset document is read from its file.
 */
export const ASSETS_FILE = 'assets.json'

/** The fields of an image asset document that say what it is, kept in assets.json. */
export const DESCRIPTIVE_FIELDS = [
  'originalFilename',
  'title',
  'description',
  'altText',
  'label',
  'creditLine',
] as const

type Descriptive = Partial<Record<(typeof DESCRIPTIVE_FIELDS)[number], string>>
export type AssetsFile = Record<string, Descriptive>

/** An image asset document's key in assets.json: `image-<sha1>`. */
export const assetsKey = (document: LakeDocument) => `image-${String(document.sha1hash ?? document.assetId)}`

export function readAssetsFile(contentDir: string): AssetsFile {
  const file = path.join(contentDir, ASSETS_FILE)
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AssetsFile
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`)
  }
}

/**
 * An image asset document as assets.json describes it: each descriptive field from there (the
 * file's own name when it names none), whatever the lake's state held, as content/ is the truth.
 */
export function withDescription(document: LakeDocument, described: Descriptive | undefined): LakeDocument {
  const fileName = imageFileName(document._id) ?? String(document.originalFilename)
  const result: LakeDocument = {...document}
  for (const field of DESCRIPTIVE_FIELDS) delete result[field]
  return {...result, originalFilename: fileName, ...described}
}

/** assets.json for these image asset documents: what each says beyond its file's name, sorted by key. */
export function assetsFileText(images: readonly LakeDocument[]): string {
  const entries = images
    .map((image): [string, Descriptive] => {
      const described: Descriptive = {}
      for (const field of DESCRIPTIVE_FIELDS) {
        const value = image[field]
        if (typeof value !== 'string' || value === '') continue
        if (field === 'originalFilename' && value === imageFileName(image._id)) continue
        described[field] = value
      }
      return [assetsKey(image), described]
    })
    .filter(([, described]) => Object.keys(described).length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`
}

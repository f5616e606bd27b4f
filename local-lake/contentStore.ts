import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs'
import path from 'node:path'
import {isDeepStrictEqual} from 'node:util'
import {PRIVATE_DOCUMENT_TYPES} from '@habitum/content/snapshotTypes'
import {ContentError} from '@habitum/content/errors'
import {writeFileAtomically} from '@habitum/content/files'
import {loadSnapshot} from '@habitum/content/snapshot'
import {newRevisionId, type Persist} from './dataset'
import {isDocument, isPublishedId, type LakeDocument} from './documents'
import {LakeError} from './errors'
import {ASSETS_FILE, assetsFileText, assetsKey, readAssetsFile, withDescription} from './assetsFile'
import {fromExport, imageAssetId, toExport} from './exportFormat'

/**
 * Where the lake keeps its dataset. content/ holds the published content in Sanity's export
 * format (what the site reads and git tracks): data.ndjson, images/ and what was said of each image
 * (assets.json: its name in the image browser, its title), and the drafts committed
 * there (an export may hold drafts; the site previews them). The state folder holds the whole
 * dataset as the lake sees it, revisions included (drafts made in the Studio, contact requests,
 * the metadata of uploads): `dataset.ndjson`.
 */
export type ContentStoreOptions = {
  contentDir: string
  stateDir: string
  /** The asset document of an image file in content/images (uploaded now or committed earlier). */
  describeImage: (fileName: string, stored: LakeDocument | undefined) => LakeDocument
}

/** A published document that belongs in content/data.ndjson. */
export function isSnapshotDocument(document: LakeDocument | null): boolean {
  return (
    document !== null &&
    isPublishedId(document._id) &&
    !PRIVATE_DOCUMENT_TYPES.has(document._type) &&
    !document._type.startsWith('sanity.') &&
    !document._type.startsWith('system.')
  )
}

export function openContentStore({contentDir, stateDir, describeImage}: ContentStoreOptions) {
  const dataFile = path.join(contentDir, 'data.ndjson')
  const stateFile = path.join(stateDir, 'dataset.ndjson')
  const assetsFile = path.join(contentDir, ASSETS_FILE)
  /** The order of the lines of data.ndjson: kept, so a change is a small diff. */
  let lineOrder: string[] = []

  /**
   * A document that belongs in data.ndjson: published content, or a draft that came from there
   * (it stays there until it is published or discarded; drafts made in the Studio stay private).
   */
  const inContent = (document: LakeDocument | null) =>
    isSnapshotDocument(document) || (document !== null && lineOrder.includes(document._id))

  /**
   * The dataset: content/ is the truth for published content (git may have changed it since the
   * lake last ran); revisions, drafts, contact requests and uploads come from the state file.
   */
  function load(): LakeDocument[] {
    loadSnapshot(contentDir) // throws a ContentError naming the line or document at fault
    const exported = readNdjson(dataFile)
    const stored = new Map(readNdjsonIfPresent(stateFile).map((document) => [document._id, document]))
    const since = statSync(dataFile).mtime.toISOString()
    lineOrder = exported.map((document) => document._id)
    const published = exported.map((line) => {
      const previous = stored.get(line._id)
      // The stored revision holds while the line is unchanged; an edit made outside the lake is a new one.
      return previous && isDeepStrictEqual(toExport(previous), line)
        ? previous
        : {...fromExport(line), _rev: newRevisionId(), _createdAt: previous?._createdAt ?? since, _updatedAt: since}
    })
    // An image's asset document exists while its file does (kept from the state for its metadata),
    // named and titled as content/assets.json says (a new revision when that changed it).
    const described = readAssetsFile(contentDir)
    const images = listImages(contentDir).map((fileName) => {
      const previous = stored.get(imageAssetId(fileName))
      const image = describeImage(fileName, previous)
      const read = withDescription(image, described[assetsKey(image)])
      return previous && !isDeepStrictEqual(read, image) ? {...read, _rev: newRevisionId(), _updatedAt: since} : read
    })
    const rest = [...stored.values()].filter(
      (document) =>
        !isSnapshotDocument(document) && !lineOrder.includes(document._id) && document._type !== 'sanity.imageAsset',
    )
    return [...published, ...images, ...rest]
  }

  /** Stores a transaction: content/data.ndjson when it changed published content, then the state. */
  const persist: Persist = async (documents, transaction) => {
    if (transaction.changes.some(({before, after}) => inContent(before) || inContent(after))) {
      const content = [...documents.values()].filter(inContent)
      const ids = new Set(content.map((document) => document._id))
      const order = [
        ...lineOrder.filter((id) => ids.has(id)),
        ...content.map((document) => document._id).filter((id) => !lineOrder.includes(id)),
      ]
      const text = order.map((id) => `${JSON.stringify(toExport(documents.get(id)!))}\n`).join('')
      checkSnapshot(contentDir, text)
      await writeFileAtomically(dataFile, text)
      lineOrder = order
    }
    if (transaction.changes.some(({before, after}) => isImageAsset(before) || isImageAsset(after))) {
      const images = [...documents.values()].filter(isImageAsset)
      const text = assetsFileText(images)
      // No file for a snapshot whose images say nothing beyond their names (a test's content).
      if (existsSync(assetsFile) || text !== '{}\n') await writeFileAtomically(assetsFile, text)
    }
    await writeFileAtomically(
      stateFile,
      [...documents.values()].map((document) => `${JSON.stringify(document)}\n`).join(''),
    )
  }

  return {load, persist, dataFile, stateFile}
}

const isImageAsset = (document: LakeDocument | null): document is LakeDocument =>
  document?._type === 'sanity.imageAsset'

/** Refuses a write that would leave content/ unreadable for the site (a dangling reference, a missing image). */
function checkSnapshot(contentDir: string, text: string) {
  try {
    loadSnapshot(contentDir, text)
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    throw new LakeError(
      409,
      'contentSnapshotError',
      `The change would leave content/data.ndjson unreadable for the site: ${error.message}`,
    )
  }
}

function listImages(contentDir: string): string[] {
  const folder = path.join(contentDir, 'images')
  return existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => /^[0-9a-f]{40}-\d+x\d+\.[a-z0-9]+$/.test(name))
        .sort()
    : []
}

function readNdjsonIfPresent(file: string): LakeDocument[] {
  return existsSync(file) ? readNdjson(file) : []
}

function readNdjson(file: string): LakeDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (!line.trim()) return []
      let document: unknown
      try {
        document = JSON.parse(line)
      } catch (error) {
        throw new ContentError(`${file} line ${index + 1}: not valid JSON (${(error as Error).message})`)
      }
      if (!isDocument(document))
        throw new ContentError(`${file} line ${index + 1}: a document needs string "_id" and "_type" fields`)
      return [document]
    })
}

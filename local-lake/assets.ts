import {createHash} from 'node:crypto'
import {existsSync, statSync} from 'node:fs'
import {readFile} from 'node:fs/promises'
import path from 'node:path'
import {writeFileAtomically} from '@habitum/content/files'
import {DEFAULT_RENDER_WAIT_MS} from '@habitum/content/images/config'
import {parseVariantRequest} from '@habitum/content/images/variantRequest'
import {createVariantRenderer} from '@habitum/content/images/variants'
import {mediaTypeOf, UNKNOWN_MEDIA_TYPE} from '@habitum/content/mediaTypes'
import sharp, {type Metadata} from 'sharp'
import type {Dataset} from './dataset'
import type {LakeDocument} from './documents'
import {invalidRequest, LakeError, notFound} from './errors'
import {imageAssetId} from './exportFormat'
import {readBody, type Request, type Response} from './http'

/** The largest upload the lake takes. */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024

/** The image formats an upload may have (what Sanity's asset pipeline takes): sharp's name → file extension. */
const IMAGE_FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  tiff: 'tiff',
  svg: 'svg',
}

/** Optional fields an upload request may set on its asset document (query parameters). */
const UPLOAD_FIELDS = ['label', 'title', 'description', 'creditLine'] as const

/**
 * Assets as the Content Lake keeps them: uploaded images are written at once into
 * content/images under the export format's name (<sha1>-<w>x<h>.<ext>) and described by a
 * `sanity.imageAsset` document; other files go to the state folder. Their URLs are the lake's own
 * (/images/<project>/<dataset>/<file>), where images answer the site's transform parameters.
 */
export type AssetPlace = {projectId: string; dataset: string; origin: string; contentDir: string; stateDir: string}

export function createAssets(place: AssetPlace, dataset: () => Dataset) {
  const renderVariant = createVariantRenderer({answerWithinMs: DEFAULT_RENDER_WAIT_MS})
  const imagesDir = path.join(place.contentDir, 'images')
  const filesDir = path.join(place.stateDir, 'files')
  const assetPath = (kind: 'images' | 'files', fileName: string) =>
    `${kind}/${place.projectId}/${place.dataset}/${fileName}`

  /** An asset document with its URL at the lake's current address (the port may differ between runs). */
  function withCurrentUrl(document: LakeDocument): LakeDocument {
    if (document._type !== 'sanity.imageAsset' && document._type !== 'sanity.fileAsset') return document
    const kind = document._type === 'sanity.imageAsset' ? 'images' : 'files'
    const fileName = path.basename(String(document.path))
    return {...document, path: assetPath(kind, fileName), url: `${place.origin}/${assetPath(kind, fileName)}`}
  }

  /** The asset document of an image file: the stored one, or one read from the file's name. */
  function describeImage(fileName: string, stored: LakeDocument | undefined): LakeDocument {
    if (stored) return withCurrentUrl(stored)
    const [, sha1, width, height, extension] = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/.exec(fileName)!
    return withCurrentUrl({
      _id: imageAssetId(fileName),
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension,
      mimeType: mediaTypeOf(extension!) ?? UNKNOWN_MEDIA_TYPE,
      originalFilename: fileName,
      size: statSync(path.join(imagesDir, fileName)).size,
      path: assetPath('images', fileName),
      metadata: dimensionsMetadata(Number(width), Number(height)),
    })
  }

  /** assets/images: the upload must be an image sharp can read; the same image twice is one asset. */
  async function uploadImage(request: Request, search: URLSearchParams, identity: string): Promise<LakeDocument> {
    const bytes = await readUpload(request)
    let metadata: Metadata
    try {
      metadata = await sharp(bytes).metadata()
    } catch (error) {
      throw notAnImage(`${(error as Error).message}`)
    }
    const extension = metadata.format ? IMAGE_FORMATS[metadata.format] : undefined
    if (!extension || !metadata.width || !metadata.height)
      throw notAnImage(`its format is ${metadata.format ?? 'unknown'}`)
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const fileName = `${sha1}-${metadata.width}x${metadata.height}.${extension}`
    const existing = dataset().get(imageAssetId(fileName))
    if (existing) return existing
    // The file first: a document never names a file that is not there.
    await writeFileAtomically(path.join(imagesDir, fileName), bytes)
    const document: LakeDocument = {
      ...describeImage(fileName, undefined),
      originalFilename: search.get('filename') || fileName,
      size: bytes.byteLength,
      metadata: {
        ...dimensionsMetadata(metadata.width, metadata.height),
        hasAlpha: metadata.hasAlpha ?? false,
        isOpaque: !metadata.hasAlpha,
      },
      ...uploadFields(search),
    }
    return create(document, identity)
  }

  /** assets/files: any file, kept in the state folder (the site's snapshot holds images only). */
  async function uploadFile(request: Request, search: URLSearchParams, identity: string): Promise<LakeDocument> {
    const bytes = await readUpload(request)
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    const originalFilename = search.get('filename') || `${sha1}.bin`
    const extension = /\.([a-z0-9]{1,10})$/i.exec(originalFilename)?.[1]?.toLowerCase() ?? 'bin'
    const fileName = `${sha1}.${extension}`
    const id = `file-${sha1}-${extension}`
    const existing = dataset().get(id)
    if (existing) return existing
    await writeFileAtomically(path.join(filesDir, fileName), bytes)
    const contentType = request.headers['content-type']
    return create(
      withCurrentUrl({
        _id: id,
        _type: 'sanity.fileAsset',
        assetId: sha1,
        sha1hash: sha1,
        extension,
        mimeType: typeof contentType === 'string' && contentType ? contentType : UNKNOWN_MEDIA_TYPE,
        originalFilename,
        size: bytes.byteLength,
        path: assetPath('files', fileName),
        ...uploadFields(search),
      }),
      identity,
    )
  }

  async function create(document: LakeDocument, identity: string) {
    await dataset().transact((documents) => documents.put(document._id, document), {kind: 'mutation', identity})
    return dataset().get(document._id)!
  }

  /**
   * An image at /images/…: for the parameters the site's image route answers (w, h, q, auto, fm,
   * fit, rect, crop, fp-x, fp-y), the same variant the site draws; for anything else the Studio
   * asks of Sanity's CDN for its previews (other widths), or while the site's renders are all busy,
   * the original, which the browser scales.
   */
  async function serveImage(
    request: Request,
    response: Response,
    fileName: string,
    search: URLSearchParams,
    headers: Record<string, string>,
  ) {
    const filePath = path.join(imagesDir, fileName)
    if (!/^[0-9a-f]{40}-\d+x\d+\.[a-z0-9]+$/.test(fileName) || !existsSync(filePath))
      throw notFound(`No image "${fileName}" in this dataset`)
    const extension = path.extname(fileName).slice(1)
    const asked = parseVariantRequest(search, {fileName, accept: request.headers.accept ?? null})
    const variant = asked && !('error' in asked) ? asked : null
    const drawn = variant ? await renderVariant(filePath, variant) : undefined
    const bytes = drawn ?? (await readFile(filePath))
    response.writeHead(200, {
      'content-type': mediaTypeOf((drawn && variant?.format) || extension) ?? UNKNOWN_MEDIA_TYPE,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept',
      // An SVG opened on its own runs no script and loads nothing.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      ...headers,
    })
    response.end(bytes)
  }

  async function serveFile(response: Response, fileName: string, headers: Record<string, string>) {
    const id = /^([0-9a-f]{40})\.([a-z0-9]{1,10})$/.exec(fileName)
    const document = id && dataset().get(`file-${id[1]}-${id[2]}`)
    if (!document) throw notFound(`No file "${fileName}" in this dataset`)
    response.writeHead(200, {
      'content-type': String(document.mimeType),
      'content-disposition': 'attachment',
      ...headers,
    })
    response.end(await readFile(path.join(filesDir, fileName)))
  }

  return {withCurrentUrl, describeImage, uploadImage, uploadFile, serveImage, serveFile}
}

async function readUpload(request: Request) {
  const bytes = await readBody(request, MAX_UPLOAD_BYTES)
  if (bytes.byteLength === 0) throw invalidRequest('The upload is empty: send the file as the request body')
  return bytes
}

function notAnImage(reason: string) {
  const accepted = Object.keys(IMAGE_FORMATS).join(', ')
  return new LakeError(
    400,
    'validationError',
    `The upload is not an image the lake accepts (${reason}); accepted formats: ${accepted}`,
  )
}

function dimensionsMetadata(width: number, height: number) {
  return {
    _type: 'sanity.imageMetadata',
    dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
  }
}

function uploadFields(search: URLSearchParams) {
  return Object.fromEntries(UPLOAD_FIELDS.flatMap((field) => (search.get(field) ? [[field, search.get(field)]] : [])))
}

import {at, defineMigration, patch, set, type NodePatch} from 'sanity/migrate'
import {fileNameOf, imageTitles, isExportName} from './titles'

type Asset = {
  _id: string
  _type: string
  _rev: string
  title?: unknown
  originalFilename?: unknown
  extension?: unknown
}

/**
 * The image browser («Seleccionar» on an image field) names each image by its file's name, and
 * the images that came with the site were named by their contents' hash («bd0dbf49…-360x740.svg»,
 * issue 53). Each gets a title and a name from where it is used (./titles.ts): its Spanish
 * description, or, for an image without one, what it belongs to («Logo de …», «Icono de «…»»).
 * A name someone chose (an upload keeps its file's name) and a title already given are kept; an
 * image nothing uses is left as it is. Each patch is tied to the revision read; a second run
 * finds nothing to do. In content/, the lake keeps them in assets.json.
 */
export default defineMigration({
  title: 'Images are titled and named by their description, not by their file’s hash',
  async *migrate(documents) {
    const all: Array<Asset & Record<string, unknown>> = []
    for await (const document of documents()) all.push(document as Asset & Record<string, unknown>)
    const titles = imageTitles(all)
    for (const asset of all) {
      const title = asset._type === 'sanity.imageAsset' ? titles.get(asset._id) : undefined
      if (!title) continue
      const given = typeof asset.title === 'string' && asset.title.trim() !== '' ? asset.title : undefined
      const patches: NodePatch[] = given ? [] : [at('title', set(title))]
      // Named by its title: the one given, else the one found.
      if (isExportName(asset.originalFilename))
        patches.push(at('originalFilename', set(fileNameOf(given ?? title, String(asset.extension)))))
      if (patches.length > 0) yield patch(asset._id, patches, {ifRevision: asset._rev})
    }
  },
})

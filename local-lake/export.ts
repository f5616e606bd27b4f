/**
 * `npm run content:export` without a Sanity project: content/ as an export of the local lake's
 * dataset. The lake keeps data.ndjson current as editors publish, and writes each upload into
 * content/images at once; an export then drops the uploads no document references any more (a
 * logo replaced, an image never used), which the lake itself never deletes: a page cached by the
 * running site may still show one. Run it with the lake stopped.
 */
import {rmSync} from 'node:fs'
import path from 'node:path'
import {createAssets} from './assets'
import {DEFAULT_CONTENT_DIR, DEFAULT_STATE_DIR, LOCAL_DATASET, LOCAL_PROJECT_ID} from './config'
import {openContentStore} from './contentStore'
import {Dataset} from './dataset'
import {referencesIn} from './documents'
import {imageFileName} from './exportFormat'

/** Removes the image files of content/images no document of the dataset refers to (drafts included). */
export async function exportLocalLake(contentDir: string, stateDir: string): Promise<string[]> {
  const assets = createAssets(
    {projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, origin: 'https://localhost', contentDir, stateDir},
    () => dataset,
  )
  const store = openContentStore({contentDir, stateDir, describeImage: assets.describeImage})
  const dataset: Dataset = new Dataset(store.load(), store.persist)
  const referenced = new Set(
    dataset.all().flatMap((document) => referencesIn(document).map((reference) => reference.ref)),
  )
  const unused = dataset
    .all()
    .filter((document) => document._type === 'sanity.imageAsset' && !referenced.has(document._id))
  await dataset.transact((documents) => unused.forEach((asset) => documents.put(asset._id, null)), {
    kind: 'mutation',
    identity: 'export',
  })
  const files = unused.map((asset) => imageFileName(asset._id)!)
  for (const file of files) rmSync(path.join(contentDir, 'images', file), {force: true})
  return files
}

async function main() {
  const contentDir = path.resolve(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR)
  const stateDir = path.resolve(process.env.LOCAL_LAKE_DIR || DEFAULT_STATE_DIR)
  const dropped = await exportLocalLake(contentDir, stateDir)
  console.log(
    `✓ exported the local lake to ${contentDir}: ${dropped.length} unused upload(s) dropped${dropped.map((file) => `\n  - images/${file}`).join('')}`,
  )
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}

import {defineCliConfig} from 'sanity/cli'
import {studioDataset, studioProjectId} from './studio/env'

export default defineCliConfig({
  api: {projectId: studioProjectId, dataset: studioDataset},
  // The CLI must work offline (CI, fresh machines): never fetch a newer Studio at runtime.
  // appId: the deployed Studio's, which `npm run studio:deploy` prints the first time.
  deployment: {appId: process.env.SANITY_STUDIO_APP_ID || undefined, autoUpdates: false},
  // The generated types sit in the shared package, below everything that reads them: the site's
  // queries, and the schema's and the Studio's own code (review records, a lead).
  typegen: {
    path: ['./web/**/*.{ts,tsx}'],
    schema: './schema.json',
    generates: './packages/content/sanity.types.ts',
  },
})

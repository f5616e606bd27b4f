import {defineCliConfig} from 'sanity/cli'
import {studioDataset, studioProjectId} from './studio/env'

export default defineCliConfig({
  api: {projectId: studioProjectId, dataset: studioDataset},
  // The CLI must work offline (CI, fresh machines): never fetch a newer Studio at runtime.
  // appId: the deployed Studio's, which `npm run studio:deploy` prints the first time.
  deployment: {appId: process.env.SANITY_STUDIO_APP_ID || undefined, autoUpdates: false},
  typegen: {
    path: ['./web/**/*.{ts,tsx}'],
    schema: './schema.json',
    generates: './web/sanity.types.ts',
  },
})

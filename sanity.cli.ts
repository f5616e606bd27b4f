import {defineCliConfig} from 'sanity/cli'
import {studioDataset, studioProjectId} from './studio/env'

export default defineCliConfig({
  api: {projectId: studioProjectId, dataset: studioDataset},
  studioHost: process.env.SANITY_STUDIO_HOST,
  // The CLI must work offline (CI, fresh machines): never fetch a newer Studio at runtime.
  deployment: {autoUpdates: false},
  typegen: {
    path: ['./web/**/*.{ts,tsx}'],
    schema: './schema.json',
    generates: './web/sanity.types.ts',
  },
})

import path from 'node:path'

/** The local lake's defaults, in one place (studio:local, the tests and docs/studio.md use them). */

const repository = path.resolve(__dirname, '..')

/** The project the local lake answers for; the Studio sends its API requests to <id>.localhost. */
export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = 'production'
/** The port `npm run studio:local` serves the lake and the Studio on (the Studio's own dev port + 1). */
export const LOCAL_LAKE_PORT = 3334
export const DEFAULT_CONTENT_DIR = path.join(repository, 'content')
/** The lake's own files: the whole dataset with drafts and revisions, file uploads, the certificate. */
export const DEFAULT_STATE_DIR = path.join(repository, '.data/local-lake')
/** Where `npm run studio:local` builds the Studio for the lake. */
export const LOCAL_STUDIO_DIR = path.join(repository, 'dist/studio-local')
/** Where the site listens when started with `npm start` or `npm run dev`. */
export const DEFAULT_SITE_URL = 'http://localhost:3000'

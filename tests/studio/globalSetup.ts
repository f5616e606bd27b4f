import {LOCAL_DATASET, LOCAL_PROJECT_ID} from '../../local-lake/config'
import {buildStudioForLake} from '../../local-lake/studioBuild'
import {STUDIO_BUILD_DIR} from './fixtures'

/** The Studio is built once for the whole suite (and again only when its sources change). */
export default async function globalSetup() {
  await buildStudioForLake(STUDIO_BUILD_DIR, {projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET})
}

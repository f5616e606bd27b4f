import {createVariantRenderer} from '@habitum/content/images/variants'
import {getServerConfig} from '../config'

/** The site's renderer of snapshot image variants: answers within IMAGE_RENDER_WAIT_MS (web/lib/config.ts). */
export const renderVariant = createVariantRenderer({answerWithinMs: getServerConfig().images.renderWaitMs})

/** Where the URLs of snapshot images point; served by web/app/content-images/. */
export const SNAPSHOT_IMAGE_PATH = '/content-images'

/**
 * The widths images are offered in (next.config `images`), and the only widths the snapshot's
 * image route renders: a short list keeps srcsets small and the route's cache bounded.
 * Fixed-size slots (icons, logos) pick from IMAGE_SIZES; fluid ones from both lists.
 */
export const IMAGE_SIZES = [64, 128, 192, 256, 320, 480]
export const DEVICE_SIZES = [384, 640, 828, 1080, 1280, 1920]
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...DEVICE_SIZES]

/** The quality asked for when a component names none (next/image's own default). */
export const DEFAULT_IMAGE_QUALITY = 75

/**
 * The qualities images are offered in (next.config `images.qualities`: next/image warns about any
 * other), and the only ones the snapshot's image route renders: every width in every quality
 * from 1 to 100 would be more variants than any cache holds, each one a render.
 */
export const IMAGE_QUALITIES: readonly number[] = [DEFAULT_IMAGE_QUALITY]

/**
 * The Open Graph image's size (what sharing cards show): the share image is cropped to it around
 * the editor's focal point. Its width is the one width the image route draws beyond IMAGE_WIDTHS.
 */
export const SHARE_IMAGE_SIZE = {width: 1200, height: 630} as const

/** The tallest variant the image route draws (`h`): twice the widest width. */
export const MAX_IMAGE_HEIGHT = 3840

/**
 * How long a request for a variant waits for it when nothing says otherwise (the site's
 * IMAGE_RENDER_WAIT_MS): past that the server is busy (./variants.ts).
 */
export const DEFAULT_RENDER_WAIT_MS = 7_000

/**
 * Cache-Control for a file whose name carries a hash of its bytes (the build's scripts, the font,
 * content images and their variants): a new version comes under a new name, so it is kept for good.
 */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

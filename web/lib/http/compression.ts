/**
 * Brotli's quality (0–11) for answers compressed as they are sent (web/server/main.ts says why 5);
 * scripts/perf-explain.ts compresses the pages it serves stripped the same way.
 */
export const BROTLI_QUALITY_PER_REQUEST = 5
/** gzip's level for answers compressed as they are sent: zlib's default, its usual balance. */
export const GZIP_LEVEL_PER_REQUEST = 6

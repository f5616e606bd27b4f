/**
 * Debian's Chromium, as every browser run of the project starts it (browser tests, Lighthouse,
 * icon drawing): installed by scripts/setup.sh; CHROMIUM_PATH points elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** No sandbox (containers run as root), no GPU, and none of the browser's own network chatter. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

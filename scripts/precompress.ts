/**
 * Compresses the browser's files once, at build time: beside each script and stylesheet of the
 * build it writes `<file>.br`, Brotli at its best quality (11), which takes seconds a file and is
 * too slow to run per request. The server sends that copy from memory (web/server/buildAssets.ts):
 * each file smaller than the quality 5 it could afford per request, and answered without work.
 * Usage: tsx scripts/precompress.ts <folder>; run by scripts/package-server.sh, after compile-hints
 * (this compresses the copy that is sent).
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {promisify} from 'node:util'
import {brotliCompress, constants} from 'node:zlib'
import {BROTLI_SUFFIX, isPrecompressed} from '../web/server/buildAssets'

const compress = promisify(brotliCompress)

async function main() {
  const folder = process.argv[2]
  if (!folder) {
    console.error('usage: tsx scripts/precompress.ts <folder>')
    process.exit(2)
  }
  const files = readdirSync(folder, {recursive: true, encoding: 'utf8'}).filter(isPrecompressed)
  // Node's thread pool compresses four at a time, beside the main thread.
  const sizes = await Promise.all(
    files.map(async (name) => {
      const file = path.join(folder, name)
      const content = readFileSync(file)
      const brotli = await compress(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
      writeFileSync(file + BROTLI_SUFFIX, brotli)
      return {before: content.length, after: brotli.length}
    }),
  )
  const total = (key: 'before' | 'after') => Math.round(sizes.reduce((sum, size) => sum + size[key], 0) / 1024)
  console.log(
    `✓ ${files.length} files compressed in ${folder}: ${total('before')} kB → ${total('after')} kB (Brotli 11)`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

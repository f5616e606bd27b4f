/**
 * Marks the browser's JavaScript chunks with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * Chrome 136 and later): the browser compiles every function of a chunk on a background thread
 * while the chunk downloads, instead of on the main thread the first time each is called. Nearly
 * all of these chunks run as soon as they arrive (React, the router, the page's components, or
 * motion and form code fetched when about to run), so the main thread's work on load shrinks:
 * hydration takes shorter tasks, and the page answers sooner. Other browsers read a comment.
 * Usage: tsx scripts/compile-hints.ts <folder of chunks>; run by scripts/package-server.sh.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const folder = process.argv[2]
if (!folder) {
  console.error('usage: tsx scripts/compile-hints.ts <folder of chunks>')
  process.exit(2)
}
let marked = 0
for (const name of readdirSync(folder, {recursive: true, encoding: 'utf8'})) {
  if (!name.endsWith('.js')) continue
  const file = path.join(folder, name)
  const code = readFileSync(file, 'utf8')
  // V8 reads the hint only on the file's first line.
  if (code.startsWith(COMPILE_HINT)) continue
  writeFileSync(file, COMPILE_HINT + code)
  marked++
}
console.log(`✓ compile hints added to ${marked} chunks in ${folder}`)

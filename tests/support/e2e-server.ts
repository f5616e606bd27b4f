import {spawn} from 'node:child_process'
import {rmSync} from 'node:fs'
import path from 'node:path'
import {copyOfTheBuild} from '../../scripts/packagedServer'

/**
 * The site the browser tests visit (playwright.config.ts starts it): the packaged server, as
 * deployed, run from a fresh copy of the build and with an empty contact store, so that nothing an
 * earlier run or another server left behind (regenerated pages, stored requests) reaches a test.
 * It stays in the foreground, where Playwright stops it.
 */
const dataDir = process.env.DATA_DIR
if (!dataDir) throw new Error('DATA_DIR must name the contact store of the browser tests')
rmSync(dataDir, {recursive: true, force: true})

const build = copyOfTheBuild()
const server = spawn(process.execPath, [path.join(build, 'web/server.js')], {
  env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', HOSTNAME: '0.0.0.0'},
  stdio: 'inherit',
})
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  // The copy was this server's alone (scripts/packagedServer.ts).
  rmSync(build, {recursive: true, force: true})
  process.exit(code ?? 1)
})

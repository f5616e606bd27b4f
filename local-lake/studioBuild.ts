import {spawn} from 'node:child_process'
import {createHash} from 'node:crypto'
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import path from 'node:path'

const repository = path.resolve(__dirname, '..')

/**
 * What the built Studio is made of: a change to any of these needs a new build. The section
 * types' schemas are in schemas/sections/; the Studio reads nothing of the site (web/).
 */
export const STUDIO_SOURCES = [
  'sanity.config.ts',
  'sanity.cli.ts',
  'package-lock.json',
  'studio',
  'schemas',
  // The Studio and the schemas import what they share with the site from @habitum/content (languages,
  // the calendar, the leads' states, CSV and erasure, the generated types).
  'packages/content',
]
const STAMP_FILE = '.local-lake-build'

export type StudioTarget = {projectId: string; dataset: string}

/**
 * Builds the Studio for a local lake that serves it (SANITY_STUDIO_API_HOST=same-origin, so the
 * build works on any port) into `outDir`, unless the build there was made from the same sources
 * for the same project and dataset. `output` receives the CLI's output.
 */
export async function buildStudioForLake(
  outDir: string,
  target: StudioTarget,
  output: (chunk: string) => void = () => undefined,
) {
  const stamp = fingerprint(target)
  const stampFile = path.join(outDir, STAMP_FILE)
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return {built: false}
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SANITY_STUDIO_API_HOST: 'same-origin',
    SANITY_STUDIO_PROJECT_ID: target.projectId,
    SANITY_STUDIO_DATASET: target.dataset,
    // Its Presentation tool shows a site on this machine, whatever its port.
    SANITY_STUDIO_PREVIEW_ALLOW_ORIGINS: 'http://localhost:*',
    SANITY_PROJECT_ID: '',
    SANITY_DATASET: '',
  }
  const child = spawn('bash', ['scripts/studio.sh', 'build', outDir, '-y'], {
    cwd: repository,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const collect = (chunk: Buffer) => {
    log += chunk
    output(String(chunk))
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  if (code !== 0) throw new Error(`The Studio build failed (exit ${code}):\n${log.slice(-4000)}`)
  writeFileSync(stampFile, stamp)
  return {built: true}
}

function fingerprint(target: StudioTarget) {
  const hash = createHash('sha256').update(JSON.stringify(target))
  for (const file of STUDIO_SOURCES.flatMap((source) => filesUnder(path.join(repository, source)))) {
    hash.update(path.relative(repository, file)).update(readFileSync(file))
  }
  return hash.digest('hex')
}

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)))
}

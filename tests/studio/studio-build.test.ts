/** @jest-environment node */
import assert from '../support/assert'
import {execFile} from 'node:child_process'
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'

const repository = path.resolve(__dirname, '../..')
const outDir = mkdtempSync(path.join(tmpdir(), 'habitum-studio-'))
afterAll(() => rmSync(outDir, {recursive: true, force: true}))

/** Every JavaScript file of a built Studio. */
function bundle(directory: string): string {
  return readdirSync(directory, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n')
}

/** Whether the bundle holds this string literal, whichever quotes the minifier chose. */
function holdsString(code: string, value: string): boolean {
  return ['"', "'", '`'].some((quote) => code.includes(`${quote}${value}${quote}`))
}

test('a Studio built for a project talks to that project and dataset, not the placeholder', async () => {
  await promisify(execFile)('bash', ['scripts/studio.sh', 'build', outDir, '-y'], {
    cwd: repository,
    env: {
      ...process.env,
      SANITY_STUDIO_PROJECT_ID: 'testproject',
      SANITY_STUDIO_DATASET: 'testdata',
      SANITY_STUDIO_PREVIEW_URL: 'https://site.example.test',
      SANITY_PROJECT_ID: '',
      SANITY_DATASET: '',
    },
    maxBuffer: 64 * 1024 * 1024,
  })
  const code = bundle(outDir)
  // Plain booleans: a failed match would print the whole bundle.
  assert.ok(holdsString(code, 'testproject'), 'the project id is not in the built Studio')
  assert.ok(holdsString(code, 'testdata'), 'the dataset is not in the built Studio')
  assert.ok(!code.includes('unconfigured'), 'the built Studio still carries the placeholder project id')
  // The Presentation tool opens that site, through its route that turns preview on.
  assert.ok(holdsString(code, 'https://site.example.test'), 'the preview URL is not in the built Studio')
  assert.ok(holdsString(code, '/api/draft-mode/enable'), 'the Presentation tool does not enable draft mode')
})

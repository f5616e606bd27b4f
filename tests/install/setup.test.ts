import assert from 'node:assert/strict'
import {spawnSync} from 'node:child_process'
import {chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {after, test} from 'node:test'

const repository = path.resolve(import.meta.dirname, '../..')
const folders: string[] = []
after(() => folders.forEach((folder) => rmSync(folder, {recursive: true, force: true})))

/** A checkout whose packages are installed (nothing for set-up to install) but whose Node is as given. */
function installedCheckout(projectNode: string | null): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'habitum-setup-'))
  folders.push(folder)
  mkdirSync(path.join(folder, 'scripts'))
  copyFileSync(path.join(repository, 'scripts/setup.sh'), path.join(folder, 'scripts/setup.sh'))
  copyFileSync(path.join(repository, '.nvmrc'), path.join(folder, '.nvmrc'))
  writeFileSync(path.join(folder, 'package-lock.json'), '{}')
  mkdirSync(path.join(folder, 'node_modules/.bin'), {recursive: true})
  writeFileSync(path.join(folder, 'node_modules/.package-lock.json'), '{}')
  const past = new Date(Date.now() - 60_000)
  utimesSync(path.join(folder, 'package-lock.json'), past, past)
  if (projectNode !== null) {
    const node = path.join(folder, 'node_modules/.bin/node')
    writeFileSync(node, `#!/usr/bin/env bash\necho ${projectNode}\n`)
    chmodSync(node, 0o755)
  }
  return folder
}

function setUp(folder: string) {
  return spawnSync('bash', ['-c', 'source scripts/setup.sh && echo "node: $(command -v node)"'], {
    cwd: folder,
    env: {...process.env, SKIP_BROWSER_INSTALL: '1'},
    encoding: 'utf8',
  })
}

test('set-up stops, saying why and what to do, when the project’s Node did not install', () => {
  const run = setUp(installedCheckout(null))
  assert.equal(run.status, 1)
  assert.match(run.stderr, /The project's Node 24 is not installed/)
  assert.match(run.stderr, /ignore-scripts/)
  assert.match(run.stderr, /npm rebuild node/)
})

test('set-up stops when the installed Node is not the project’s major', () => {
  const run = setUp(installedCheckout('20'))
  assert.equal(run.status, 1)
  assert.match(run.stderr, /The project's Node 24 is not installed/)
})

test('with the project’s Node installed, set-up puts it first on PATH', () => {
  const folder = installedCheckout('24')
  const run = setUp(folder)
  assert.equal(run.status, 0, run.stderr)
  assert.match(run.stdout, new RegExp(`node: ${path.join(folder, 'node_modules/.bin/node')}`))
})

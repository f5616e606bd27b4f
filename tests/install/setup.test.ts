/** @jest-environment node */
import assert from '../support/assert'
import {spawnSync} from 'node:child_process'
import {chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

const repository = path.resolve(__dirname, '../..')
const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, {recursive: true, force: true})))

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

function setUp(folder: string, env: Record<string, string> = {}) {
  return spawnSync('bash', ['-c', 'source scripts/setup.sh; echo "node: $(command -v node)"'], {
    cwd: folder,
    env: {...process.env, SKIP_BROWSER_INSTALL: '1', ...env},
    encoding: 'utf8',
  })
}

/**
 * A fresh checkout (nothing installed) on a machine whose Node reports `version`, with an `npm`
 * that only records how it was called and fails, so set-up stops at its first install.
 */
function freshCheckoutOn(version: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'habitum-setup-'))
  folders.push(folder)
  mkdirSync(path.join(folder, 'scripts'))
  mkdirSync(path.join(folder, 'bin'))
  for (const file of ['scripts/setup.sh', '.nvmrc', 'package.json'])
    copyFileSync(path.join(repository, file), path.join(folder, file))
  writeFileSync(
    path.join(folder, 'package-lock.json'),
    JSON.stringify({packages: {'node_modules/node': {version: '26.99.0'}}}),
  )
  const fake = path.join(folder, 'bin/fake-version.mjs')
  writeFileSync(fake, `Object.defineProperty(process.versions, 'node', {value: ${JSON.stringify(version)}})\n`)
  const tools = {
    node: `#!/usr/bin/env bash\nexec "${process.execPath}" --import "${fake}" "$@"\n`,
    npm: `#!/usr/bin/env bash\necho "$@" >> "${path.join(folder, 'npm-calls')}"\nexit 1\n`,
  }
  for (const [name, script] of Object.entries(tools)) {
    writeFileSync(path.join(folder, 'bin', name), script)
    chmodSync(path.join(folder, 'bin', name), 0o755)
  }
  const run = setUp(folder, {PATH: `${path.join(folder, 'bin')}:${process.env.PATH}`})
  return {run, npmCalls: readFileSync(path.join(folder, 'npm-calls'), 'utf8').trim().split('\n')}
}

test('on a Node older than package.json’s engines, npm first installs the locked Node to run on', () => {
  for (const version of ['20.20.2', '24.21.0']) {
    const {run, npmCalls} = freshCheckoutOn(version)
    assert.match(
      run.stdout,
      new RegExp(`Node v${version} is older than package.json's engines: installing Node 26.99.0`),
    )
    assert.equal(npmCalls.length, 1, version)
    assert.match(npmCalls[0]!, /^install --prefix \.runtime .* node@26\.99\.0$/, version)
  }
})

test('on a Node that meets the engines, npm installs the packages on it directly', () => {
  for (const version of ['26.0.0', '26.10.0']) {
    const {run, npmCalls} = freshCheckoutOn(version)
    assert.doesNotMatch(run.stdout, /older than/, version)
    assert.deepEqual(npmCalls, ['install --no-audit --no-fund'], version)
  }
})

test('set-up stops, saying why and what to do, when the project’s Node did not install', () => {
  const run = setUp(installedCheckout(null))
  assert.equal(run.status, 1)
  assert.match(run.stderr, /The project's Node 26 is not installed/)
  assert.match(run.stderr, /ignore-scripts/)
  assert.match(run.stderr, /npm rebuild node/)
})

test('set-up stops when the installed Node is not the project’s major', () => {
  const run = setUp(installedCheckout('20'))
  assert.equal(run.status, 1)
  assert.match(run.stderr, /The project's Node 26 is not installed/)
})

test('with the project’s Node installed, set-up puts it first on PATH', () => {
  const folder = installedCheckout('26')
  const run = setUp(folder)
  assert.equal(run.status, 0, run.stderr)
  assert.match(run.stdout, new RegExp(`node: ${path.join(folder, 'node_modules/.bin/node')}`))
})

/** @jest-environment node */
import assert from '../support/assert'
import {readFileSync} from 'node:fs'
import path from 'node:path'

const repository = path.resolve(__dirname, '../..')
type LockedPackage = {version?: string; optionalDependencies?: Record<string, string>; os?: string[]}
const lock = JSON.parse(readFileSync(path.join(repository, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockedPackage>
}
/** Every package name the lockfile resolves, wherever it sits in the tree. */
const lockedNames = new Set(Object.keys(lock.packages).map((key) => key.split('node_modules/').at(-1)!))

test('the lockfile holds every platform’s native packages, so npm ci works on macOS and Windows too', () => {
  const missing = Object.entries(lock.packages).flatMap(([key, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !lockedNames.has(name))
      .map((name) => `${name} (optional dependency of ${key || 'the root'})`),
  )
  assert.deepEqual(missing, [], 'run "rm -rf node_modules package-lock.json && npm install" and commit the lockfile')
  // The platforms Next's compiler is locked for: a newcomer gets one whatever their machine.
  const platforms = [
    'darwin-arm64',
    'darwin-x64',
    'win32-x64-msvc',
    'win32-arm64-msvc',
    'linux-x64-gnu',
    'linux-arm64-gnu',
  ]
  for (const platform of platforms) assert.ok(lockedNames.has(`@next/swc-${platform}`), `@next/swc-${platform}`)
})

test('the project’s own Node is locked at the major .nvmrc names', () => {
  const major = readFileSync(path.join(repository, '.nvmrc'), 'utf8').trim()
  const locked = lock.packages['node_modules/node']?.version
  assert.ok(locked, 'no `node` package in the lockfile: the project would run on whatever Node the machine has')
  assert.equal(locked.split('.')[0], major)
})

/** @jest-environment node */
import assert from '../support/assert'
import path from 'node:path'
import {build} from 'esbuild'
import {STUDIO_SOURCES} from '../../local-lake/studioBuild'

const repository = path.resolve(__dirname, '../..')

test('the Studio built for the local lake is built again when any file of the project it imports changes', async () => {
  // Every file of this repository the Studio's configuration imports, packages left out.
  const {metafile} = await build({
    entryPoints: [path.join(repository, 'sanity.config.ts')],
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
    absWorkingDir: repository,
  })
  const imported = Object.keys(metafile.inputs)
  const outside = imported.filter(
    (file) => !STUDIO_SOURCES.some((source) => file === source || file.startsWith(`${source}/`)),
  )
  assert.ok(
    imported.some((file) => file.startsWith('schemas/sections/')),
    'the section types are read from schemas/sections/',
  )
  assert.deepEqual(
    imported.filter((file) => file.startsWith('web/')),
    [],
    'the Studio imports nothing of the site',
  )
  assert.deepEqual(outside, [], 'files the Studio imports that its build fingerprint does not hash')
})

import assert from 'node:assert/strict'
import {execFileSync} from 'node:child_process'
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {test} from 'node:test'
import {createLocalContactStore} from '../../web/lib/contact/store'

const repository = path.resolve(import.meta.dirname, '../..')
const contacts = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/contacts.ts', ...args], {
    cwd: repository,
    encoding: 'utf8',
  })

test('npm run contacts lists stored requests newest first, as a table, JSON or CSV', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-cli-'))
  const store = createLocalContactStore(dataDir)
  const base = {email: 'a@b.co', category: 'prepaga', language: 'es' as const, page: '/'}
  await store.save({...base, name: 'Primera', message: 'Hola'})
  // The second one is newer: wait for the clock's next millisecond (receivedAt's precision).
  const first = Date.now()
  while (Date.now() === first) await new Promise((resolve) => setImmediate(resolve))
  await store.save({...base, name: '=HYPERLINK("x")', message: 'Dice "hola", con comas'})

  const table = contacts('--data-dir', dataDir)
  assert.match(table, /2 contact request\(s\)/)
  assert.ok(table.indexOf('=HYPERLINK') < table.indexOf('Primera'), 'newest first')

  const json = JSON.parse(contacts('--data-dir', dataDir, '--json')) as Array<{name: string}>
  assert.deepEqual(
    json.map((request) => request.name),
    ['=HYPERLINK("x")', 'Primera'],
  )

  const csv = contacts('--data-dir', dataDir, '--csv').trim().split('\n')
  assert.equal(csv[0], 'receivedAt,name,email,category,categoryUnchecked,language,page,status,message')
  assert.match(csv[1]!, /,"'=HYPERLINK\(""x""\)",/, 'a formula-like cell is neutralised and quotes doubled')
  assert.match(csv[1]!, /"Dice ""hola"", con comas"$/)

  assert.match(contacts('--data-dir', path.join(dataDir, 'empty')), /No contact requests/)
})

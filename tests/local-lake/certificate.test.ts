/** @jest-environment node */
import assert from '../support/assert'
import {execFile} from 'node:child_process'
import {createPrivateKey, X509Certificate} from 'node:crypto'
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {promisify} from 'node:util'

const run = promisify(execFile)
const parent = mkdtempSync(path.join(tmpdir(), 'habitum-certificate-test-'))
afterAll(() => rmSync(parent, {recursive: true, force: true}))

/** One lake process's first step: ensureCertificate, in a process of its own as each lake is. */
async function ensureInOwnProcess(folder: string) {
  const script = `
    const {ensureCertificate} = await import(${JSON.stringify(path.resolve(__dirname, '../../local-lake/certificate.ts'))})
    const {key, cert} = ensureCertificate(${JSON.stringify(folder)}, 'test-project')
    process.stdout.write(JSON.stringify({key: key.toString(), cert: cert.toString()}))`
  const {stdout} = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script])
  return JSON.parse(stdout) as {key: string; cert: string}
}

test('lakes started at once on a fresh machine each get a key that matches their certificate, and one set stays', async () => {
  const folder = path.join(parent, 'certificate')
  const sets = await Promise.all(Array.from({length: 4}, () => ensureInOwnProcess(folder)))
  for (const {key, cert} of sets) {
    assert.ok(new X509Certificate(cert).checkPrivateKey(createPrivateKey(key)), 'key and certificate of one set')
  }
  assert.equal(readFileSync(path.join(folder, 'cert.pem'), 'utf8'), (await ensureInOwnProcess(folder)).cert)
  assert.deepEqual(readdirSync(parent), ['certificate'], 'no half-made sets left beside it')
})

test('a certificate made again (expired, or a new host) keeps the authority browsers were told to trust', async () => {
  const folder = path.join(parent, 'renewed')
  await ensureInOwnProcess(folder)
  const authority = readFileSync(path.join(folder, 'ca.pem'), 'utf8')
  rmSync(path.join(folder, 'cert.pem'))
  const renewed = await ensureInOwnProcess(folder)
  assert.equal(readFileSync(path.join(folder, 'ca.pem'), 'utf8'), authority)
  assert.ok(new X509Certificate(renewed.cert).checkIssued(new X509Certificate(authority)))
})

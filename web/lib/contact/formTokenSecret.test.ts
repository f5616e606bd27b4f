/** @jest-environment node */
import {mkdtempSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {loadFormTokenSecret, SECRET_FILE} from './formTokenSecret'

describe('the form token secret kept in DATA_DIR', () => {
  it('is made once, readable by the server’s user only, and the same after a restart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'form-secret-'))
    const secret = await loadFormTokenSecret(dataDir)
    expect(secret.length).toBeGreaterThanOrEqual(32)
    const file = path.join(dataDir, SECRET_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(secret)
    expect(await loadFormTokenSecret(dataDir)).toBe(secret)
  })

  it('is one secret when processes start together', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'form-secret-'))
    const secrets = await Promise.all(Array.from({length: 8}, () => loadFormTokenSecret(dataDir)))
    expect(new Set(secrets).size).toBe(1)
  })

  it('is differently made in each folder', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() => loadFormTokenSecret(mkdtempSync(path.join(tmpdir(), 'form-secret-')))),
    )
    expect(a).not.toBe(b)
  })

  it('refuses a file that holds no real secret, naming it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'form-secret-'))
    writeFileSync(path.join(dataDir, SECRET_FILE), 'short\n')
    await expect(loadFormTokenSecret(dataDir)).rejects.toThrow(/form-token-secret holds no secret/)
  })
})

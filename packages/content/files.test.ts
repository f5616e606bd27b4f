/** @jest-environment node */
import {mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {isTemporaryFileName, placeTemporaryFile, writeFileAtomically} from './files'

const folder = () => mkdtempSync(path.join(tmpdir(), 'atomic-write-'))

describe('writeFileAtomically', () => {
  it('replaces a file whole, in a folder it makes, and leaves no temporary file', async () => {
    const file = path.join(folder(), 'new/data.ndjson')
    expect(await writeFileAtomically(file, 'first\n')).toBe(true)
    expect(await writeFileAtomically(file, 'second\n')).toBe(true)
    expect(readFileSync(file, 'utf8')).toBe('second\n')
    expect(readdirSync(path.dirname(file))).toEqual(['data.ndjson'])
    expect(statSync(file).mode & 0o777).toBe(0o644)
  })

  it('with overwrite false, never replaces a file: of writers of one name, the first one stays', async () => {
    const file = path.join(folder(), 'request.json')
    const written = await Promise.all(
      Array.from({length: 8}, (_, index) => writeFileAtomically(file, `${index}`, {overwrite: false, mode: 0o600})),
    )
    expect(written.filter(Boolean)).toHaveLength(1)
    expect(readFileSync(file, 'utf8')).toBe(String(written.indexOf(true)))
    expect(readdirSync(path.dirname(file))).toEqual(['request.json'])
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('names its temporary files so a crash recovery can find them', async () => {
    const directory = folder()
    const temporary = path.join(directory, '.request.json.0a1b.tmp')
    writeFileSync(temporary, 'left by a crash')
    expect(isTemporaryFileName(path.basename(temporary))).toBe(true)
    expect(isTemporaryFileName('request.json')).toBe(false)
    expect(await placeTemporaryFile(temporary, path.join(directory, 'request.json'), {overwrite: false})).toBe(true)
    expect(readdirSync(directory)).toEqual(['request.json'])
  })
})

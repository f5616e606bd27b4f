/** @jest-environment node */
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {createLocalContactStore, readLocalContactRequests} from './store'

const request = (name: string) => ({name, email: 'a@b.co', category: '', message: 'Hola', language: 'es' as const, page: '/'})

describe('the local contact store', () => {
  it('keeps each request as a whole document and lists them newest first', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
    const store = createLocalContactStore(dataDir)
    const first = await store.save(request('Primera'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await store.save(request('Segunda'))
    const files = await readLocalContactRequests(dataDir)
    expect(files.map((file) => file.request)).toEqual([second, first])
    expect(second).toMatchObject({_type: 'contactRequest', status: 'new', name: 'Segunda', _id: expect.stringMatching(/^contact-/)})
  })

  it('never reads an unfinished (temporary) write as a request, and reports a damaged file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
    await createLocalContactStore(dataDir).save(request('Ana'))
    const folder = path.join(dataDir, 'contact-requests')
    writeFileSync(path.join(folder, '.tmp-contact-x'), '{"name": "torn')
    writeFileSync(path.join(folder, 'damaged.json'), '{"name": "torn')
    const files = await readLocalContactRequests(dataDir)
    expect(files.filter((file) => file.request)).toHaveLength(1)
    expect(files.filter((file) => file.error).map((file) => path.basename(file.file))).toEqual(['damaged.json'])
  })

  it('keeps concurrent requests apart', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
    const store = createLocalContactStore(dataDir)
    const saved = await Promise.all(Array.from({length: 40}, (_, index) => store.save(request(`Persona ${index}`))))
    const read = (await readLocalContactRequests(dataDir)).map((file) => file.request!)
    expect(read).toHaveLength(40)
    expect(new Set(read.map((stored) => stored._id))).toEqual(new Set(saved.map((stored) => stored._id)))
  })

  it('reads an empty list when nothing was ever stored', async () => {
    expect(await readLocalContactRequests(path.join(tmpdir(), 'never-created-folder'))).toEqual([])
  })
})

describe('the Sanity contact store', () => {
  it('creates a published contactRequest document and waits for it to be visible', async () => {
    const create = jest.fn().mockResolvedValue({})
    const {createSanityContactStore} = await import('./store')
    const stored = await createSanityContactStore({create} as never).save(request('Ana'))
    expect(create).toHaveBeenCalledWith(stored, {visibility: 'sync'})
    expect(stored).toMatchObject({_type: 'contactRequest', status: 'new', name: 'Ana', _id: expect.stringMatching(/^contact-[0-9a-f-]{36}$/)})
  })
})

/** @jest-environment node */
import {mkdtempSync, readdirSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {
  contactRequestId,
  createLocalContactStore,
  newContactRequest,
  readLocalContactRequests,
  recoverLocalContactRequests,
} from './store'

const request = (name: string) => ({
  name,
  email: 'a@b.co',
  category: '',
  message: 'Hola',
  language: 'es' as const,
  page: '/',
})

describe('the local contact store', () => {
  it('keeps each request as a whole document and lists them newest first', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
    const store = createLocalContactStore(dataDir)
    const {request: first} = await store.save(request('Primera'))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const {request: second} = await store.save(request('Segunda'))
    const files = await readLocalContactRequests(dataDir)
    expect(files.map((file) => file.request)).toEqual([second, first])
    expect(second).toMatchObject({
      _type: 'contactRequest',
      status: 'new',
      name: 'Segunda',
      _id: expect.stringMatching(/^contact-/),
    })
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
    expect(new Set(read.map((stored) => stored._id))).toEqual(new Set(saved.map((stored) => stored.request._id)))
  })

  it('stores a request once per idempotency key, also when the repeats arrive together, and answers each with the first', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
    const store = createLocalContactStore(dataDir)
    const saves = await Promise.all(Array.from({length: 10}, () => store.save(request('Ana'), 'key-of-one-visit-0001')))
    expect(saves.filter((saved) => saved.created)).toHaveLength(1)
    expect(new Set(saves.map((saved) => JSON.stringify(saved.request))).size).toBe(1)
    expect(saves[0]!.request._id).toBe(contactRequestId('key-of-one-visit-0001'))
    expect(await readLocalContactRequests(dataDir)).toHaveLength(1)
    expect(readdirSync(path.join(dataDir, 'contact-requests'))).toEqual([`${saves[0]!.request._id}.json`])
    expect((await store.save(request('Ana'), 'key-of-another-visit')).created).toBe(true)
  })

  it('on start, puts a whole request a crash left under its temporary name in place, and removes cut writes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
    await createLocalContactStore(dataDir).save(request('Guardada'))
    const folder = path.join(dataDir, 'contact-requests')
    const whole = newContactRequest(request('Sin respuesta'), 'key-of-the-crashed-visit')
    // Temporary names as writeFileAtomically makes them, and as the store made them before it.
    writeFileSync(path.join(folder, `.${whole._id}.json.1.tmp`), JSON.stringify(whole))
    writeFileSync(path.join(folder, '.contact-2.json.2.tmp'), '{"name": "cor')
    writeFileSync(path.join(folder, '.tmp-contact-3'), JSON.stringify({name: 'Sin tipo'}))

    expect(await recoverLocalContactRequests(dataDir)).toEqual({
      recovered: [whole._id],
      removed: ['.contact-2.json.2.tmp', '.tmp-contact-3'],
    })
    expect(readdirSync(folder).filter((name) => name.startsWith('.'))).toEqual([])
    expect((await readLocalContactRequests(dataDir)).map((file) => file.request!.name).sort()).toEqual([
      'Guardada',
      'Sin respuesta',
    ])
    // The visitor's retry finds it.
    expect(await createLocalContactStore(dataDir).save(request('Sin respuesta'), 'key-of-the-crashed-visit')).toEqual({
      request: whole,
      created: false,
    })
  })

  it('reads an empty list when nothing was ever stored', async () => {
    expect(await readLocalContactRequests(path.join(tmpdir(), 'never-created-folder'))).toEqual([])
  })
})

describe('the Sanity contact store', () => {
  it('creates a published contactRequest document and waits for it to be visible', async () => {
    const create = jest.fn().mockResolvedValue({})
    const {createSanityContactStore} = await import('./store')
    const {request: stored} = await createSanityContactStore({create} as never).save(request('Ana'))
    expect(create).toHaveBeenCalledWith(stored, {visibility: 'sync'})
    expect(stored).toMatchObject({
      _type: 'contactRequest',
      status: 'new',
      name: 'Ana',
      _id: expect.stringMatching(/^contact-[0-9a-f-]{36}$/),
    })
  })

  it('answers a repeated idempotency key with the document stored first', async () => {
    const first = newContactRequest(request('Ana'), 'key-of-one-visit-0001')
    const create = jest.fn().mockRejectedValue(Object.assign(new Error('Document already exists'), {statusCode: 409}))
    const getDocument = jest.fn().mockResolvedValue(first)
    const {createSanityContactStore} = await import('./store')
    expect(
      await createSanityContactStore({create, getDocument} as never).save(request('Ana'), 'key-of-one-visit-0001'),
    ).toEqual({
      request: first,
      created: false,
    })
    expect(getDocument).toHaveBeenCalledWith(first._id)
  })
})

/** @jest-environment node */
import {mkdtempSync, readdirSync, utimesSync, writeFileSync} from 'node:fs'
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

  it('stores a request given a spam reason with status «Spam», and its attribution, leaving out what the visit lacked', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
    const {request: stored} = await createLocalContactStore(dataDir).save({
      ...request('Rápida'),
      spamReason: 'too-fast',
      utmSource: 'newsletter',
      referrerOrigin: undefined,
    })
    expect(stored).toMatchObject({status: 'spam', spamReason: 'too-fast', utmSource: 'newsletter'})
    expect(Object.keys(stored)).not.toContain('referrerOrigin')
    expect((await readLocalContactRequests(dataDir))[0]!.request).toEqual(stored)
  })

  describe('finds the same message received since a time', () => {
    const since = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)

    it('by address (trimmed, any case), name and message; spam counts too', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
      const store = createLocalContactStore(dataDir)
      expect(await store.hasDuplicateSince(request('Ana'), since(10))).toBe(false)
      await store.save({...request('Ana'), email: 'Ana@Example.com', spamReason: 'too-fast'})
      expect(await store.hasDuplicateSince({...request('Ana'), email: ' ana@example.COM '}, since(10))).toBe(true)
      expect(await store.hasDuplicateSince({...request('Ana'), email: 'ana@example.com'}, since(10))).toBe(true)
      expect(await store.hasDuplicateSince({...request('Ana'), email: 'otra@example.com'}, since(10))).toBe(false)
      expect(
        await store.hasDuplicateSince({...request('Ana'), email: 'ana@example.com', message: 'Otra cosa'}, since(10)),
      ).toBe(false)
      expect(await store.hasDuplicateSince({...request('Anabel'), email: 'ana@example.com'}, since(10))).toBe(false)
    })

    it('only among requests received since then, and never reading a damaged or temporary file as one', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
      const store = createLocalContactStore(dataDir)
      const folder = path.join(dataDir, 'contact-requests')
      // Received 20 minutes ago, its file written then.
      const old = newContactRequest(request('Ana'), undefined, since(20))
      const oldFile = path.join(folder, `${old._id}.json`)
      await store.save(request('Otra persona'))
      writeFileSync(oldFile, JSON.stringify(old))
      utimesSync(oldFile, since(20), since(20))
      expect(await store.hasDuplicateSince(request('Ana'), since(10))).toBe(false)
      expect(await store.hasDuplicateSince(request('Ana'), since(30))).toBe(true)
      // A file touched later (a copy, a restore) still counts by its receivedAt.
      utimesSync(oldFile, new Date(), new Date())
      expect(await store.hasDuplicateSince(request('Ana'), since(10))).toBe(false)

      writeFileSync(path.join(folder, 'damaged.json'), '{"name": "Ana", "em')
      writeFileSync(
        path.join(folder, `.${old._id}.json.1.tmp`),
        JSON.stringify({...old, receivedAt: new Date().toISOString()}),
      )
      expect(await store.hasDuplicateSince(request('Ana'), since(10))).toBe(false)
    })

    it('in a store with no request yet', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-'))
      expect(await createLocalContactStore(dataDir).hasDuplicateSince(request('Ana'), since(10))).toBe(false)
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

  it('asks the dataset for the same message with parameters, never with the visitor’s text in the query', async () => {
    const fetch = jest.fn().mockResolvedValueOnce('contact-1').mockResolvedValueOnce(null)
    const {createSanityContactStore} = await import('./store')
    const store = createSanityContactStore({fetch} as never)
    const since = new Date('2025-10-01T11:50:00.000Z')
    const content = {name: 'Ana"] | *[true', email: ' Ana@Example.com ', message: 'Hola'}
    expect(await store.hasDuplicateSince(content, since)).toBe(true)
    expect(await store.hasDuplicateSince(content, since)).toBe(false)
    const [query, params, options] = fetch.mock.calls[0]
    expect(query).not.toContain('Ana')
    expect(query).toMatch(/receivedAt >= \$since/)
    expect(query).toMatch(/lower\(email\) == \$email/)
    expect(params).toEqual({
      since: '2025-10-01T11:50:00.000Z',
      email: 'ana@example.com',
      name: content.name,
      message: 'Hola',
    })
    expect(options).toEqual({perspective: 'raw', useCdn: false})
  })
})

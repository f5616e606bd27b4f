/** @jest-environment node */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {ContactStatus} from '@habitum/content/leads/statuses'
import {CSV_COLUMNS, leadsCsv} from '@habitum/content/leads/csv'
import {hashAddress} from '@habitum/content/leads/erasure'
import {ERASURE_LOG_FILE} from './erasureLog'
import {createLocalLeadStore, isDay} from './leadStore'
import {newContactRequest, type ContactRequest} from './store'

/** A store in a fresh folder holding these requests (as the endpoint writes them, one file each). */
function storeWith(requests: Array<{name: string; email: string; receivedAt: string; status?: ContactStatus}>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-'))
  const folder = path.join(dataDir, 'contact-requests')
  mkdirSync(folder)
  const stored = requests.map(({name, email, receivedAt, status = 'new'}) => {
    const request: ContactRequest = {
      ...newContactRequest(
        {name, email, category: '', message: 'Hola', language: 'es', page: '/'},
        undefined,
        new Date(receivedAt),
      ),
      status,
    }
    writeFileSync(path.join(folder, `${request._id}.json`), JSON.stringify(request, null, 2))
    return request
  })
  return {dataDir, folder, stored, store: createLocalLeadStore({dataDir, erasureLogSalt: 'test-salt'})}
}

const LEADS = [
  {name: 'Ana', email: 'Ana@Example.com', receivedAt: '2026-03-01T23:59:59.000Z', status: 'answered' as const},
  {name: 'Bruno', email: 'bruno@example.com', receivedAt: '2026-03-02T00:00:00.000Z'},
  {name: 'Ana otra vez', email: ' ana@example.COM ', receivedAt: '2026-03-05T10:00:00.000Z'},
]
const names = (requests: ContactRequest[]) => requests.map((request) => request.name)

describe('the local lead store', () => {
  it('lists newest first, by status and by days of receipt (both inclusive)', async () => {
    const {store} = storeWith(LEADS)
    expect(names(await store.list())).toEqual(['Ana otra vez', 'Bruno', 'Ana'])
    expect(names(await store.list({status: 'new'}))).toEqual(['Ana otra vez', 'Bruno'])
    expect(names(await store.list({from: '2026-03-02'}))).toEqual(['Ana otra vez', 'Bruno'])
    expect(names(await store.list({to: '2026-03-01'}))).toEqual(['Ana'])
    expect(names(await store.list({from: '2026-03-01', to: '2026-03-02', status: 'answered'}))).toEqual(['Ana'])
  })

  it('finds a person by address, trimmed and in any case', async () => {
    const {store} = storeWith(LEADS)
    expect(names(await store.findByEmail('  ANA@example.com'))).toEqual(['Ana otra vez', 'Ana'])
    expect(await store.findByEmail('nadie@example.com')).toEqual([])
  })

  it('erases a person: the files go, and the log records date, hashed address, count and reason only', async () => {
    const {dataDir, folder, store} = storeWith(LEADS)
    const erased = await store.erase({email: 'ana@example.com'}, 'request')
    expect(erased.count).toBe(2)
    expect(readdirSync(folder)).toHaveLength(1)
    expect(names(await store.list())).toEqual(['Bruno'])
    const log = readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8')
    expect(log).not.toMatch(/ana|example/i)
    const lines = log
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(lines).toEqual([
      {
        erasedAt: expect.any(String),
        addressHash: await hashAddress('ana@example.com', 'test-salt'),
        count: 2,
        reason: 'request',
      },
    ])
  })

  it('erases by id, appends to the log, and logs nothing when nothing matched', async () => {
    const {dataDir, stored, store} = storeWith(LEADS)
    expect((await store.erase({ids: [stored[1]!._id]}, 'retention')).count).toBe(1)
    expect((await store.erase({email: 'nadie@example.com'}, 'request')).count).toBe(0)
    expect((await store.erase({ids: ['../../etc/passwd']}, 'request')).count).toBe(0)
    expect((await store.erase({email: 'ana@example.com'}, 'request')).count).toBe(2)
    const lines = readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8').trimEnd().split('\n')
    expect(lines.map((line) => (JSON.parse(line) as {reason: string}).reason)).toEqual(['retention', 'request'])
  })

  it('logs no hash at all without a salt (an unsalted one could be guessed back)', async () => {
    const {dataDir} = storeWith(LEADS)
    await createLocalLeadStore({dataDir}).erase({email: 'bruno@example.com'}, 'request')
    expect(JSON.parse(readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8'))).toEqual({
      erasedAt: expect.any(String),
      count: 1,
      reason: 'request',
    })
  })
})

/** The organisation types' labels, as the dataset would give them. */
const companyTypes = new Map([['prepaga', 'Prepaga']])

describe('the CSV export', () => {
  it('is UTF-8 with a byte order mark, keeps accents, makes formula-like cells inert and has the status by its title', () => {
    const {stored} = storeWith([
      {name: '=HYPERLINK("x")', email: 'josé@example.com', receivedAt: '2026-03-01T10:00:00.000Z'},
      {name: 'Müller, Ñandú', email: '+1@example.com', receivedAt: '2026-03-01T11:00:00.000Z', status: 'discarded'},
    ])
    const csv = leadsCsv(stored, {companyTypes})
    expect(
      csv.startsWith(
        '\uFEFFRecibida;Nombre;E-mail;Tipo de organización;Tipo sin verificar;Idioma;Página de origen;Sitio de referencia;Campaña: fuente;Campaña: medio;Campaña: nombre;Estado;Motivo de spam;Asignada a;Política de privacidad aceptada (vigente desde);Versión del aviso;Aceptada el;Contiene datos de salud;Consulta\r\n',
      ),
    ).toBe(true)
    expect(csv.split('\r\n')[0]).toBe(`\uFEFF${CSV_COLUMNS.join(';')}`)
    const [, first, second] = csv.split('\r\n')
    // Received 10:00 UTC: 07:00 in Buenos Aires.
    expect(first).toContain(`"01/03/2026 07:00";"'=HYPERLINK(""x"")";"josé@example.com";"";"";"Español"`)
    expect(second).toContain(`"Müller, Ñandú";"'+1@example.com"`)
    expect(second).toContain('"Descartada"')
    expect(csv).not.toContain('discarded')
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })

  it('carries what each person consented to, and hides a message with health details', () => {
    const consent = {
      privacyRevision: 'a1b2',
      privacyInForce: '2023-07-01',
      noticeVersion: '0123456789abcdef',
      consentedAt: '2026-03-01T10:00:00.000Z',
    }
    const csv = leadsCsv(
      [
        {name: 'Ana', category: 'prepaga', message: 'Quisiera una demo', consent},
        {name: 'Bruno', message: 'Tengo diabetes tipo 2', containsHealthData: true, consent},
      ],
      {companyTypes},
    )
    const [, plain, health] = csv.split('\r\n')
    expect(plain).toContain('"Prepaga"')
    expect(plain).toContain(
      '"01/07/2023";"Aviso mostrado el 1 de marzo de 2026";"01/03/2026 07:00";"";"Quisiera una demo"',
    )
    expect(health).toContain('"Sí";"(Oculta: parece incluir datos de salud. Léala abriendo la solicitud en el Studio)"')
    expect(csv).not.toContain('diabetes')
  })
})

test('a date filter is a real day', () => {
  expect(isDay('2026-02-28')).toBe(true)
  expect(isDay('2026-02-30')).toBe(false)
  expect(isDay('2026-2-3')).toBe(false)
})

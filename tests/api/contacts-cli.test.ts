/** @jest-environment node */
import assert from '../support/assert'
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ERASURE_LOG_FILE} from '../../web/lib/contact/erasureLog'
import {createLocalContactStore, newContactRequest, type ContactRequest} from '../../web/lib/contact/store'
import {hashAddress} from '@habitum/content/leads/erasure'
import {ERASURE_SALT_ID} from '@habitum/content/leads/sanityErasure'
import {getDocument, mutate, query} from '../local-lake/lakeTest'
import {siteWritingTo, startTestLake} from '../support/localLake'
import {runScript} from '../support/script'

const repository = path.resolve(__dirname, '../..')
/** The environment of a run: none of the machine's store settings, only those given. */
const environment = (settings: Record<string, string> = {}) => {
  const env = {...process.env}
  for (const name of ['SANITY_API_WRITE_TOKEN', 'SANITY_PROJECT_ID', 'SANITY_API_HOST', 'DATA_DIR', 'ERASURE_LOG_SALT'])
    delete env[name]
  return {...env, ...settings}
}
/** A run, asynchronous: the lake of a test answers from this process meanwhile. */
const run = (args: string[], settings: Record<string, string> = {}, input = '') =>
  runScript('scripts/contacts.ts', args, environment(settings), input)
// Decoded keeping the byte order mark the CSV starts with.
const contacts = (...args: string[]) =>
  new TextDecoder('utf-8', {ignoreBOM: true}).decode(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/contacts.ts', ...args], {
      cwd: repository,
      env: environment(),
    }),
  )

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

  const json = JSON.parse(contacts('--data-dir', dataDir, '--json')) as Array<{name: string; category: string}>
  assert.deepEqual(
    json.map((request) => request.name),
    ['=HYPERLINK("x")', 'Primera'],
  )

  // The Studio's CSV: Spanish titles and values, the organisation type's label read from the content (content/).
  // As Excel set for Argentina reads it: «;» between cells, CR LF after each line.
  const text = contacts('--data-dir', dataDir, '--csv')
  assert.ok(text.endsWith('\r\n'))
  const csv = text.trimEnd().split('\r\n')
  assert.equal(
    csv[0],
    '\uFEFFRecibida;Nombre;E-mail;Tipo de organización;Tipo sin verificar;Idioma;Página de origen;Sitio de referencia;Campaña: fuente;Campaña: medio;Campaña: nombre;Estado;Motivo de spam;Asignada a;Política de privacidad aceptada (vigente desde);Versión del aviso;Aceptada el;Contiene datos de salud;Consulta',
  )
  assert.match(csv[1]!, /^"\d\d\/\d\d\/\d{4} \d\d:\d\d";/, 'received in Buenos Aires, dd/mm/aaaa hh:mm')
  assert.match(csv[1]!, /;"'=HYPERLINK\(""x""\)";"a@b\.co";"Prepaga";"";"Español";"\/";/)
  assert.match(csv[1]!, /;"Nueva";/)
  assert.match(csv[1]!, /"Dice ""hola"", con comas"$/)
  assert.doesNotMatch(csv.join('\n'), /"prepaga"|"new"|"es"|T\d\d:\d\d:\d\d/, 'no stored codes nor UTC instants')
  // The table (a developer's view) and JSON keep the stored codes.
  assert.match(table, /new\s+.*prepaga/)
  assert.equal(json[0]!.category, 'prepaga')

  assert.match(contacts('--data-dir', path.join(dataDir, 'empty')), /No contact requests/)
})

test('npm run contacts hides a message with health details in every list, and gives it whole in the person’s own export', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-cli-health-'))
  const store = createLocalContactStore(dataDir)
  const message = 'Tengo diabetes tipo 2 y tomo metformina.'
  const base = {name: 'Bruno', email: 'bruno@example.com', category: '', language: 'es' as const, page: '/'}
  await store.save({...base, message, containsHealthData: true})
  for (const output of [
    contacts('--data-dir', dataDir),
    contacts('--data-dir', dataDir, '--json'),
    contacts('--data-dir', dataDir, '--csv'),
  ]) {
    assert.doesNotMatch(output, /diabetes|metformina/)
    assert.match(output, /\(Oculta: parece incluir datos de salud/)
  }
  const own = JSON.parse(contacts('--data-dir', dataDir, '--export-person', 'bruno@example.com')) as ContactRequest[]
  assert.deepEqual(
    own.map((request) => [request.message, request.containsHealthData]),
    [[message, true]],
  )
})

const lead = (name: string, email: string, receivedAt: string, status: ContactRequest['status'] = 'new') => ({
  ...newContactRequest(
    {name, email, category: '', message: 'Hola', language: 'es', page: '/'},
    undefined,
    new Date(receivedAt),
  ),
  status,
})
const LEADS = [
  lead('Ana', 'Ana@Example.com', '2026-03-01T10:00:00.000Z', 'answered'),
  lead('Bruno', 'bruno@example.com', '2026-03-02T10:00:00.000Z'),
  lead('Ana otra vez', 'ana@example.com', '2026-03-05T10:00:00.000Z'),
]
const names = (output: string) => (JSON.parse(output) as ContactRequest[]).map((request) => request.name)

test('npm run contacts filters, finds, exports and erases one person in the local store; bad input changes nothing', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-cli-'))
  const folder = path.join(dataDir, 'contact-requests')
  mkdirSync(folder)
  for (const request of LEADS) writeFileSync(path.join(folder, `${request._id}.json`), JSON.stringify(request))
  const local = (args: string[], input = '') => run(['--data-dir', dataDir, ...args], {ERASURE_LOG_SALT: 's'}, input)

  assert.deepEqual(
    names((await local(['--json', '--status', 'new', '--from', '2026-03-02', '--to', '2026-03-05'])).stdout),
    ['Ana otra vez', 'Bruno'],
  )
  assert.deepEqual(names((await local(['--json', '--email', ' ANA@example.com'])).stdout), ['Ana otra vez', 'Ana'])
  assert.deepEqual(names((await local(['--export-person', 'ana@example.com'])).stdout), ['Ana otra vez', 'Ana'])

  for (const [args, flag] of [
    [['--status', 'lost'], '--status'],
    [['--from', '2026-13-01'], '--from'],
    [['--to', 'yesterday'], '--to'],
    [['--erase', 'not-an-address', '--yes'], '--erase'],
    [['--erase'], '--erase'],
  ] as const) {
    const result = await local([...args])
    assert.equal(result.status, 1, args.join(' '))
    assert.match(result.stderr, new RegExp(flag))
  }
  const refused = await local(['--erase', 'ana@example.com'], 'no\n')
  assert.equal(refused.status, 0)
  assert.match(refused.stdout, /2 contact request\(s\) from ana@example\.com will be erased/)
  assert.match(refused.stdout, /Nothing erased/)
  assert.equal(readdirSync(folder).length, 3)
  assert.equal(existsSync(path.join(dataDir, ERASURE_LOG_FILE)), false)

  const erased = await local(['--erase', 'ana@example.com'], 'yes\n')
  assert.match(erased.stdout, /Erased 2 contact request\(s\)/)
  assert.equal(readdirSync(folder).length, 1)
  const log = readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8')
  assert.doesNotMatch(log, /ana|example/i)
  assert.match(log, /"count":2,"reason":"request"/)
})

test('npm run contacts works on the dataset when the server would (write token and the local lake)', async () => {
  const lake = await startTestLake()
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-cli-'))
    const settings = {
      ...siteWritingTo(lake),
      DATA_DIR: dataDir,
    }
    const [, , newest] = LEADS
    const response = await mutate(lake, [
      ...LEADS.map((request) => ({create: request})),
      // A Studio edit of the newest one: its draft holds the same personal data.
      {create: {...newest!, _id: `drafts.${newest!._id}`, notes: 'llamar'}},
    ])
    assert.equal(response.status, 200, response.text)

    const listed = await run(['--json', '--status', 'new'], settings)
    assert.equal(listed.status, 0, listed.stderr)
    assert.deepEqual(names(listed.stdout), ['Ana otra vez', 'Bruno'])
    assert.deepEqual(names((await run(['--json', '--to', '2026-03-02'], settings)).stdout), ['Bruno', 'Ana'])
    assert.deepEqual(names((await run(['--json', '--email', 'ANA@example.com '], settings)).stdout), [
      'Ana otra vez',
      'Ana',
    ])

    const erased = await run(['--erase', 'ana@example.com', '--yes'], settings)
    assert.equal(erased.status, 0, erased.stderr)
    assert.match(erased.stdout, /Erased 2 contact request\(s\)/)
    for (const id of [LEADS[0]!._id, newest!._id, `drafts.${newest!._id}`])
      assert.equal(await getDocument(lake, id), undefined, `${id} is gone`)
    assert.ok(await getDocument(lake, LEADS[1]!._id), 'another person stays')
    // The erasure log is in the dataset, written in the erasure's transaction, salted with its salt.
    assert.equal(existsSync(path.join(dataDir, ERASURE_LOG_FILE)), false, 'no log file in Sanity mode')
    const log = await query<Array<Record<string, unknown>>>(
      lake,
      '*[_type == "contactErasure"]{erasedAt, addressHash, count, reason}',
    )
    assert.doesNotMatch(JSON.stringify(log), /ana|example/i)
    const salt = (await getDocument(lake, ERASURE_SALT_ID))?.salt
    assert.equal(typeof salt, 'string')
    assert.deepEqual(log, [
      {
        erasedAt: log[0]?.erasedAt,
        addressHash: await hashAddress('ana@example.com', salt as string),
        count: 2,
        reason: 'request',
      },
    ])
    assert.ok(Date.parse(String(log[0]?.erasedAt)) > Date.now() - 60_000)
  } finally {
    await lake.close()
  }
})

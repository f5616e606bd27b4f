/** @jest-environment node */
import assert from '../support/assert'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {readLocalContactRequests} from '../../web/lib/contact/store'
import {CONSENT, formToken, post, PRIVACY_REVISION_IN_FORCE, VALID} from './requests'

/**
 * The packaged server (npm run build first) asks the law's questions of each contact request: a
 * consent to the privacy policy's revision in force, recorded with the lead; and a message that
 * looks like it holds health details marked, so that lists, exports and e-mails leave it out.
 */

/** The bundled privacy policy's earlier revision (in force from 1 March 2022 until 1 July 2023). */
const EARLIER_REVISION = 'a8a8f943786e'

describe('POST /api/contact: consent and health details', () => {
  let server: RunningServer
  const stored = async () => (await readLocalContactRequests(server.dataDir)).map((file) => file.request!)
  const send = async (body: Record<string, unknown>) =>
    post(server.url, {...body, formToken: await formToken(server.dataDir)})

  beforeAll(async () => {
    server = await startServer({CONTACT_RATE_LIMIT: '1000/60'})
  })
  afterAll(() => server.stop())

  test('refuses a request without consent, or with a consent that is not the box ticked: 400 naming the field, nothing stored', async () => {
    const before = (await stored()).length
    for (const consent of [undefined, false, 'true', 1, null, {accepted: true}]) {
      const response = await send({...VALID, consent})
      assert.equal(response.status, 400, String(consent))
      const {error, fields} = (await response.json()) as {error: string; fields: Record<string, string>}
      assert.equal(error, 'invalid_fields')
      assert.match(fields.consent!, /^Must be true/)
    }
    assert.equal((await stored()).length, before)
  })

  test('refuses a consent to a revision that is not the one in force, and says which one is: nothing stored', async () => {
    const before = (await stored()).length
    for (const privacyRevision of [EARLIER_REVISION, 'forged-revision-id']) {
      const response = await send({...VALID, privacyRevision})
      assert.equal(response.status, 400, privacyRevision)
      assert.deepEqual(await response.json(), {
        error: 'privacy_revision_not_in_force',
        message:
          'The consent is for a revision of the privacy policy that is not the one in force: accept the one in force',
        field: 'privacyRevision',
        inForce: PRIVACY_REVISION_IN_FORCE,
      })
    }
    for (const [field, value] of [
      ['privacyRevision', '../../../etc/passwd'],
      ['privacyRevision', 'x'.repeat(65)],
      ['noticeVersion', 'not-a-hash'],
      ['noticeVersion', undefined],
    ] as const) {
      const response = await send({...VALID, [field]: value})
      assert.equal(response.status, 400, `${field}: ${value}`)
      assert.ok(((await response.json()) as {fields: Record<string, string>}).fields[field], field)
    }
    assert.equal((await stored()).length, before)
  })

  test('records the consent with the lead: the revision in force (its key and day), the notice’s version, the time', async () => {
    const response = await send({...VALID, name: 'Con consentimiento'})
    assert.equal(response.status, 201)
    const {id, receivedAt} = (await response.json()) as {id: string; receivedAt: string}
    const lead = (await stored()).find((candidate) => candidate._id === id)!
    assert.deepEqual(lead.consent, {
      privacyRevision: PRIVACY_REVISION_IN_FORCE.id,
      privacyInForce: PRIVACY_REVISION_IN_FORCE.date,
      noticeVersion: CONSENT.noticeVersion,
      consentedAt: receivedAt,
    })
    assert.equal(lead.containsHealthData, undefined)
  })

  test('marks a lead whose message looks like it holds health details, whatever its accents, scripts or invisible characters', async () => {
    const messages = [
      'Hola, tengo diabetes tipo 2 y quería saber si la app me sirve.',
      'ESTOY EMBARAZADA de tres meses, ¿tienen un programa?',
      // Zero-width characters inside the words, and a Cyrillic «а» in diаbetes.
      'Soy dia\u200Bbé\u200Ctica desde chica.',
      'Hi, I have type 1 di\u0430betes.',
      // As long as the form takes: 5,000 characters of health terms.
      'Tomo insulina y metformina. '.repeat(178).trim(),
    ]
    for (const message of messages) {
      const response = await send({...VALID, name: `Salud ${messages.indexOf(message)}`, message})
      assert.equal(response.status, 201, message.slice(0, 40))
      const {id} = (await response.json()) as {id: string}
      const lead = (await stored()).find((candidate) => candidate._id === id)!
      assert.equal(lead.containsHealthData, true, message.slice(0, 40))
      // Stored whole, as sent: the mark hides it from lists, never changes it.
      assert.equal(lead.message, message)
    }
    const plain = await send({
      ...VALID,
      name: 'Sin salud',
      message: 'Somos una clínica con 300 pacientes con diabetes.',
    })
    const {id} = (await plain.json()) as {id: string}
    assert.equal((await stored()).find((candidate) => candidate._id === id)!.containsHealthData, undefined)
  })

  test('refuses a message of 10 kB of health terms as too long, and stores nothing of it', async () => {
    const before = (await stored()).length
    const response = await send({...VALID, message: 'Tengo diabetes. '.repeat(640)})
    assert.equal(response.status, 400)
    assert.deepEqual(((await response.json()) as {fields: unknown}).fields, {message: 'Máximo 5000 caracteres'})
    assert.equal((await stored()).length, before)
  })
})

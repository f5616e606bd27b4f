/** @jest-environment node */
import assert from '../support/assert'
import {SMTPServer} from 'smtp-server'
import {readLocalContactRequests} from '../../web/lib/contact/store'
import {freePort, startServer, type RunningServer} from '../../scripts/packagedServer'
import {formToken, post, VALID} from './requests'

type Mail = {to: string[]; raw: string}

/** A real SMTP server on loopback (a free port) that can refuse its first deliveries. */
async function startSmtp(refuseFirst = 0) {
  const mails: Mail[] = []
  let refusals = refuseFirst
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        if (refusals-- > 0) return callback(Object.assign(new Error('Try again later'), {responseCode: 451}))
        mails.push({to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw})
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  return {port, mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve()))}
}

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const MAIL_ENV = {CONTACT_NOTIFY_TO: 'ventas@habitum.example', CONTACT_MAIL_RETRY_MS: '100,200'}

describe('the notification e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let server: RunningServer
  beforeAll(async () => {
    smtp = await startSmtp(1)
    server = await startServer({...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`})
  })
  afterAll(async () => {
    await server.stop()
    await smtp.close()
  })

  test('goes out after storing, retried past a refused first delivery', async () => {
    const response = await post(server.url, {...VALID, name: 'Lucía Gómez', formToken: await formToken(server.dataDir)})
    assert.equal(response.status, 201)
    const mail = await until(
      () => smtp.mails.find((candidate) => candidate.raw.includes('Quisiera una demostraci')),
      'the e-mail',
    )
    assert.deepEqual(mail.to, ['ventas@habitum.example'])
    // Headers and body arrive MIME-encoded (quoted-printable UTF-8).
    assert.match(mail.raw, /Subject: =\?UTF-8\?Q\?Nueva_solicitud_de_contacto=3A_Luc/)
    assert.match(mail.raw, /Nombre: Luc=C3=ADa G=C3=B3mez/)
    assert.match(mail.raw, /Reply-To: ana@example\.com/)
    assert.match(server.output(), /notification e-mail failed, retrying/)
  })
})

describe('spam', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let server: RunningServer
  beforeAll(async () => {
    smtp = await startSmtp()
    server = await startServer({...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`})
  })
  afterAll(async () => {
    await server.stop()
    await smtp.close()
  })

  test('is stored but never e-mailed: only the lead sent after it arrives', async () => {
    // Sent straight to the endpoint, without the form's token: spam. Its e-mail, if one went out,
    // would start before the lead below is even sent.
    const spam = await post(server.url, {...VALID, name: 'Robot Sin Marca'})
    assert.equal(spam.status, 201)
    const {id} = (await spam.json()) as {id: string}
    const stored = (await readLocalContactRequests(server.dataDir)).find((file) => file.request?._id === id)?.request
    assert.equal(stored?.status, 'spam')

    const lead = await post(server.url, {...VALID, name: 'Persona Real', formToken: await formToken(server.dataDir)})
    assert.equal(lead.status, 201)
    await until(() => smtp.mails.find((mail) => mail.raw.includes('Persona Real')), 'the lead’s e-mail')
    assert.deepEqual(
      smtp.mails.filter((mail) => mail.raw.includes('Robot Sin Marca')),
      [],
    )
  })
})

describe('with the SMTP server down', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${await freePort()}`})
  })
  afterAll(() => server.stop())

  test('the visitor still gets 201, the request is stored, the failure is logged after retries', async () => {
    const started = Date.now()
    const response = await post(server.url, {...VALID, formToken: await formToken(server.dataDir)})
    assert.equal(response.status, 201)
    assert.ok(Date.now() - started < 2000, 'the answer does not wait for the e-mail')
    const {id} = (await response.json()) as {id: string}
    assert.ok((await readLocalContactRequests(server.dataDir)).some((file) => file.request?._id === id))
    await until(
      () => (server.output().includes(`contact ${id}: notification e-mail failed after 3 attempts`) ? true : undefined),
      'the logged failure',
    )
  })
})

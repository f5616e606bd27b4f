/** @jest-environment node */
import assert from '../support/assert'
import {createServer, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'
import {decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {startTestLake, type TestLake} from '../support/localLake'
import {actions, mutate} from './lakeTest'

const SECRET = 'local-lake-webhook-secret'

/** A stand-in for the site's /api/revalidate: records each call, in order. */
function startReceiver() {
  const calls: Array<{body: string; signature: string | undefined}> = []
  const waiting: Array<() => void> = []
  const server = createServer((request: IncomingMessage, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      calls.push({body, signature: request.headers[SIGNATURE_HEADER_NAME] as string | undefined})
      response.writeHead(200, {'content-type': 'application/json'}).end('{"revalidated":[]}')
      for (const wake of waiting.splice(0)) wake()
    })
  })
  return {
    calls,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`),
        ),
      ),
    /** Resolves once `count` calls have arrived. */
    until: async (count: number) => {
      while (calls.length < count) await new Promise<void>((wake) => waiting.push(wake))
      return calls.slice(0, count)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

describe('the publishing webhook: the lake calls the site as Sanity does', () => {
  const receiver = startReceiver()
  let lake: TestLake
  beforeAll(async () => {
    lake = await startTestLake({webhook: {url: await receiver.listen(), secret: SECRET}})
  })
  afterAll(async () => {
    await lake.close()
    await receiver.close()
  })

  test('one signed call per published content document, with the documented projection; drafts, uploads and contact requests call nothing', async () => {
    // Neither of these may call: a draft, and a contact request.
    await actions(lake, {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.page-alco',
      publishedId: 'page-alco',
      patch: {set: {'slug.current': 'alco-2026'}},
    })
    await mutate(lake, [
      {
        create: {
          _id: 'contact-1',
          _type: 'contactRequest',
          name: 'Ana',
          email: 'ana@example.com',
          message: 'Hola',
          status: 'new',
        },
      },
    ])
    // This one calls for the page, renamed (its old slug in previousSlug), and the FAQ item deleted.
    await actions(lake, {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.page-alco',
      publishedId: 'page-alco',
    })
    await mutate(lake, [{create: {_id: 'faq-90', _type: 'faqItem', key: 90}}])
    await mutate(lake, [{delete: {id: 'faq-90'}}])
    const calls = await receiver.until(3)
    await lake.webhookSettled()
    assert.equal(receiver.calls.length, 3, 'no other call')
    assert.deepEqual(
      calls.map((call) => JSON.parse(call.body)),
      [
        {_id: 'page-alco', _type: 'page', previousSlug: 'alco'},
        {_id: 'faq-90', _type: 'faqItem', previousSlug: null},
        {_id: 'faq-90', _type: 'faqItem', previousSlug: null},
      ],
    )
    for (const call of calls)
      assert.ok(await isValidSignature(call.body, call.signature!, SECRET), `unsigned: ${call.body}`)
  })

  test('a site whose clock is moved gets calls signed at its own time (it refuses a signature minutes from its clock)', async () => {
    const moved = Date.parse('2031-05-01T12:00:00Z')
    const other = startReceiver()
    lake.publishTo({url: await other.listen(), secret: SECRET, now: () => moved})
    await mutate(lake, [{patch: {id: 'faq-2', set: {key: 200}}}])
    const [call] = await other.until(1)
    assert.equal(decodeSignatureHeader(call!.signature!).timestamp, moved)
    assert.ok(await isValidSignature(call!.body, call!.signature!, SECRET))
    await lake.webhookSettled()
    await other.close()
  })
})

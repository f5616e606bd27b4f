/** @jest-environment node */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {checkLink, createLinkChecker, isPrivateAddress} from './linkCheck'

/** A small web server on this machine: each path answers as the test says; requests are counted. */
let server: Server
let origin: string
const asked: string[] = []
const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/ok': (_request, response) => response.writeHead(200).end(),
  '/gone': (_request, response) => response.writeHead(410).end(),
  '/missing': (_request, response) => response.writeHead(404).end(),
  '/no-head': (request, response) => response.writeHead(request.method === 'HEAD' ? 405 : 200).end('hola'),
  '/moved': (_request, response) => response.writeHead(301, {location: '/missing'}).end(),
  '/members': (_request, response) => response.writeHead(401).end(),
  '/broken-server': (_request, response) => response.writeHead(503).end(),
  // Never answers: the check gives up at its timeout.
  '/hangs': () => undefined,
}
beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`)
    routes[request.url ?? '']?.(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => asked.splice(0))

const onThisMachine = {allowPrivateHosts: true}

describe('checkLink', () => {
  it('calls a page that answers ok, one that is gone or missing broken, and follows redirects to their end', async () => {
    expect(await checkLink(`${origin}/ok`, onThisMachine)).toEqual({result: 'ok', status: 200})
    expect(await checkLink(`${origin}/gone`, onThisMachine)).toEqual({
      result: 'broken',
      status: 410,
      reason: 'not_found',
    })
    expect(await checkLink(`${origin}/moved`, onThisMachine)).toEqual({
      result: 'broken',
      status: 404,
      reason: 'not_found',
    })
    expect(asked).toEqual(['HEAD /ok', 'HEAD /gone', 'HEAD /moved', 'HEAD /missing'])
  })

  it('asks again with GET a server that refuses HEAD', async () => {
    expect(await checkLink(`${origin}/no-head`, onThisMachine)).toEqual({result: 'ok', status: 200})
    expect(asked).toEqual(['HEAD /no-head', 'GET /no-head'])
  })

  it('leaves unchecked what is no clear answer: a login, a failing server, a server that never answers', async () => {
    expect(await checkLink(`${origin}/members`, onThisMachine)).toMatchObject({
      result: 'unchecked',
      reason: 'refused_to_robots',
    })
    expect(await checkLink(`${origin}/broken-server`, onThisMachine)).toMatchObject({
      result: 'unchecked',
      reason: 'server_error',
    })
    expect(await checkLink(`${origin}/hangs`, {...onThisMachine, timeoutMs: 300})).toEqual({
      result: 'unchecked',
      reason: 'timeout',
    })
  })

  it('never asks a host on a private network unless allowed, nor one a public name resolves to', async () => {
    expect(await checkLink(`${origin}/ok`)).toEqual({result: 'unchecked', reason: 'private_address'})
    const resolve = async () => ['10.1.2.3']
    expect(await checkLink('https://intranet.example.com/', {resolve})).toEqual({
      result: 'unchecked',
      reason: 'private_address',
    })
    expect(asked).toEqual([])
  })

  it('calls a host that does not exist broken', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), {code: 'ENOTFOUND'})
    }
    expect(await checkLink('https://no-such-host.example/', {resolve})).toEqual({
      result: 'broken',
      reason: 'no_such_host',
    })
  })
})

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.0.0.8', true],
    ['172.20.1.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false],
    ['2606:4700::1111', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected)
  })
})

describe('createLinkChecker', () => {
  it('keeps a verdict: the same link asked twice, or at once, is checked once', async () => {
    const check = createLinkChecker(onThisMachine)
    const [first, second] = await Promise.all([check(`${origin}/ok`), check(`${origin}/ok`)])
    expect(await check(`${origin}/ok`)).toEqual(first)
    expect(second).toEqual(first)
    expect(asked).toEqual(['HEAD /ok'])
  })

  it('asks again once a verdict is old', async () => {
    let now = 0
    const check = createLinkChecker(onThisMachine, () => now)
    await check(`${origin}/members`)
    now += 61_000
    await check(`${origin}/members`)
    expect(asked).toEqual(['HEAD /members', 'HEAD /members'])
  })
})

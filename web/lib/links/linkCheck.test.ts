/** @jest-environment node */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {checkLink, createLinkCheckAgent, createLinkChecker, MAX_REDIRECTS, type LinkCheckOptions} from './linkCheck'

type Routes = Record<string, (request: IncomingMessage, response: ServerResponse) => void>

/** A small web server on this machine, on `host` and `port`: each path answers as the test says; requests are counted. */
async function serve(routes: Routes, host: string, port = 0) {
  const asked: string[] = []
  const server: Server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`)
    const answer = routes[request.url ?? '']
    if (answer) answer(request, response)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve))
  const {port: bound} = server.address() as AddressInfo
  return {
    asked,
    port: bound,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const routes: Routes = {
  '/ok': (_request, response) => response.writeHead(200).end(),
  '/gone': (_request, response) => response.writeHead(410).end(),
  '/missing': (_request, response) => response.writeHead(404).end(),
  '/no-head': (request, response) => response.writeHead(request.method === 'HEAD' ? 405 : 200).end('hola'),
  '/moved': (_request, response) => response.writeHead(301, {location: '/missing'}).end(),
  '/loop': (_request, response) => response.writeHead(302, {location: '/loop'}).end(),
  '/members': (_request, response) => response.writeHead(401).end(),
  '/broken-server': (_request, response) => response.writeHead(503).end(),
  // Never answers: the check gives up at its timeout.
  '/hangs': () => undefined,
}

let site: Awaited<ReturnType<typeof serve>>
beforeAll(async () => {
  site = await serve(routes, '127.0.0.1')
})
afterAll(() => site.close())
beforeEach(() => site.asked.splice(0))

const onThisMachine = (more: LinkCheckOptions = {}) => createLinkCheckAgent({allowPrivateHosts: true, ...more})

describe('checkLink', () => {
  it('calls a page that answers ok, one that is gone or missing broken, and follows redirects to their end', async () => {
    const client = onThisMachine()
    expect(await checkLink(`${site.origin}/ok`, client)).toEqual({result: 'ok', status: 200})
    expect(await checkLink(`${site.origin}/gone`, client)).toEqual({result: 'broken', status: 410, reason: 'not_found'})
    expect(await checkLink(`${site.origin}/moved`, client)).toEqual({
      result: 'broken',
      status: 404,
      reason: 'not_found',
    })
    expect(site.asked).toEqual(['HEAD /ok', 'HEAD /gone', 'HEAD /moved', 'HEAD /missing'])
  })

  it('asks again with GET a server that refuses HEAD', async () => {
    expect(await checkLink(`${site.origin}/no-head`, onThisMachine())).toEqual({result: 'ok', status: 200})
    expect(site.asked).toEqual(['HEAD /no-head', 'GET /no-head'])
  })

  it('leaves unchecked what is no clear answer: a login, a failing server, a server that never answers', async () => {
    expect(await checkLink(`${site.origin}/members`, onThisMachine())).toMatchObject({
      result: 'unchecked',
      reason: 'refused_to_robots',
    })
    expect(await checkLink(`${site.origin}/broken-server`, onThisMachine())).toMatchObject({
      result: 'unchecked',
      reason: 'server_error',
    })
    expect(await checkLink(`${site.origin}/hangs`, onThisMachine({timeoutMs: 300}))).toEqual({
      result: 'unchecked',
      reason: 'timeout',
    })
  })

  it('gives up on a redirect loop after its last redirect', async () => {
    expect(await checkLink(`${site.origin}/loop`, onThisMachine())).toEqual({
      result: 'unchecked',
      reason: 'too_many_redirects',
    })
    expect(site.asked).toHaveLength(MAX_REDIRECTS + 1)
  })

  it('never connects to a host on a private network unless allowed, however the address is written', async () => {
    const guarded = createLinkCheckAgent()
    const port = site.port
    for (const address of [
      `${site.origin}/ok`,
      `http://localhost:${port}/ok`,
      `http://0:${port}/ok`,
      `http://[::]:${port}/ok`,
      `http://2130706433:${port}/ok`,
      `http://0177.0.0.1:${port}/ok`,
      `http://[::ffff:7f00:1]:${port}/ok`,
    ])
      expect([address, await checkLink(address, guarded)]).toEqual([
        address,
        {result: 'unchecked', reason: 'private_address'},
      ])
    const intranet = createLinkCheckAgent({resolve: async () => ['10.1.2.3']})
    expect(await checkLink('https://intranet.example.com/', intranet)).toEqual({
      result: 'unchecked',
      reason: 'private_address',
    })
    expect(site.asked).toEqual([])
  })

  it('calls a host that does not exist broken', async () => {
    const client = createLinkCheckAgent({
      resolve: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), {code: 'ENOTFOUND'})
      },
    })
    expect(await checkLink('https://no-such-host.example/', client)).toEqual({
      result: 'broken',
      reason: 'no_such_host',
    })
  })
})

/**
 * What a public host does, played on this machine: ::1 stands for a public address (the only
 * address these checks may connect to), and 127.0.0.1, on the same port, for the private network
 * an attacker would reach. Nothing may ever arrive there.
 */
describe('the address checked is the address asked', () => {
  let outside: Awaited<ReturnType<typeof serve>>
  let inside: Awaited<ReturnType<typeof serve>>
  const standsForPublic = (address: string) => address === '::1'
  beforeAll(async () => {
    outside = await serve(
      {
        // Refuses HEAD and closes the connection: the GET needs a new connection, resolved again.
        '/no-head': (request, response) =>
          response.writeHead(request.method === 'HEAD' ? 405 : 200, {connection: 'close'}).end(),
        '/to-private': (_request, response) =>
          response.writeHead(302, {location: `http://127.0.0.1:${outside.port}/secret`}).end(),
        '/to-private-name': (_request, response) =>
          response.writeHead(302, {location: `http://internal.example:${outside.port}/secret`}).end(),
        // A body of 1 GB behind GET, sent as fast as the connection takes it, until it closes.
        '/huge': (request, response) => {
          if (request.method === 'HEAD') return response.writeHead(405).end()
          response.writeHead(200, {'content-length': String(2 ** 30)})
          const chunk = Buffer.alloc(64 * 1024)
          const send = () => {
            while (!response.destroyed && response.write(chunk)) sent += chunk.length
          }
          response.on('drain', send)
          send()
        },
      },
      '::1',
    )
    inside = await serve(
      {'/no-head': (_request, response) => response.writeHead(200).end('secreto')},
      '127.0.0.1',
      outside.port,
    )
  })
  afterAll(() => Promise.all([outside.close(), inside.close()]))
  beforeEach(() => {
    outside.asked.splice(0)
    inside.asked.splice(0)
  })
  let sent = 0

  it('a name that answers a public address, then a private one (DNS rebinding), never reaches the private one', async () => {
    const answers = [['::1'], ['127.0.0.1']]
    const resolved: string[] = []
    const client = createLinkCheckAgent({
      isAllowedAddress: standsForPublic,
      resolve: async (host) => {
        resolved.push(host)
        return answers.shift() ?? ['127.0.0.1']
      },
    })
    const verdict = await checkLink(`http://rebinding.example:${outside.port}/no-head`, client)
    expect(outside.asked).toEqual(['HEAD /no-head'])
    expect(inside.asked).toEqual([])
    expect(verdict).toEqual({result: 'unchecked', reason: 'private_address'})
    // Resolved once per connection, by the connection itself: the GET's answer was judged too.
    expect(resolved).toEqual(['rebinding.example', 'rebinding.example'])
  })

  it('a redirect to a private address, written as one or as a name, is never followed there', async () => {
    const client = createLinkCheckAgent({
      isAllowedAddress: standsForPublic,
      resolve: async (host) => (host === 'internal.example' ? ['127.0.0.1'] : ['::1']),
    })
    for (const path of ['/to-private', '/to-private-name'])
      expect(await checkLink(`http://public.example:${outside.port}${path}`, client)).toEqual({
        result: 'unchecked',
        reason: 'private_address',
      })
    expect(outside.asked).toEqual(['HEAD /to-private', 'HEAD /to-private-name'])
    expect(inside.asked).toEqual([])
  })

  it('reads the headers of a GET behind which 1 GB waits, and not the body', async () => {
    const client = createLinkCheckAgent({isAllowedAddress: standsForPublic, resolve: async () => ['::1']})
    const heapBefore = process.memoryUsage().heapUsed
    expect(await checkLink(`http://public.example:${outside.port}/huge`, client)).toEqual({result: 'ok', status: 200})
    expect(outside.asked).toEqual(['HEAD /huge', 'GET /huge'])
    // The connection was closed long before the body's end: what was sent is what socket buffers held.
    expect(sent).toBeLessThan(64 * 2 ** 20)
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 2 ** 20)
  })
})

describe('createLinkChecker', () => {
  it('keeps a verdict: the same link asked twice, or at once, is checked once', async () => {
    const check = createLinkChecker({allowPrivateHosts: true})
    const [first, second] = await Promise.all([check(`${site.origin}/ok`), check(`${site.origin}/ok`)])
    expect(await check(`${site.origin}/ok`)).toEqual(first)
    expect(second).toEqual(first)
    expect(site.asked).toEqual(['HEAD /ok'])
  })

  it('asks again once a verdict is old', async () => {
    let now = 0
    const check = createLinkChecker({allowPrivateHosts: true}, () => now)
    await check(`${site.origin}/members`)
    now += 61_000
    await check(`${site.origin}/members`)
    expect(site.asked).toEqual(['HEAD /members', 'HEAD /members'])
  })
})

import {createServer, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'
import path from 'node:path'
import {evaluate, parse} from 'groq-js'
import {loadSnapshot} from '../../web/lib/content/snapshot'

export type ContentLake = {url: string; requests: Array<{path: string; authorization?: string}>; close: () => Promise<void>}

/**
 * A stand-in for Sanity's Content Lake query API on loopback, answering GROQ over the bundled
 * snapshot as the real one answers over the dataset: lets the site build with a Sanity project
 * configured (and its tokens set) where the real API cannot be reached.
 */
export async function startContentLake(contentDir = path.resolve(import.meta.dirname, '../../content')): Promise<ContentLake> {
  const {documents} = loadSnapshot(contentDir)
  const requests: ContentLake['requests'] = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push({path: url.pathname, authorization: request.headers.authorization})
    if (!/^\/v[\w-]+\/data\/query\/[\w-]+$/.test(url.pathname)) {
      response.writeHead(404, {'content-type': 'application/json'}).end(JSON.stringify({error: 'Not found'}))
      return
    }
    try {
      const {query, params} = request.method === 'POST' ? await jsonBody(request) : fromSearch(url.searchParams)
      const result = await (await evaluate(parse(query, {params}), {dataset: documents, params})).get()
      response.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify({result, ms: 1}))
    } catch (error) {
      response.writeHead(400, {'content-type': 'application/json'}).end(JSON.stringify({error: String(error)}))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

type Query = {query: string; params: Record<string, unknown>}

function fromSearch(search: URLSearchParams): Query {
  const params: Record<string, unknown> = {}
  for (const [name, value] of search) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
  return {query: search.get('query') ?? '', params}
}

async function jsonBody(request: IncomingMessage): Promise<Query> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {query: string; params?: Record<string, unknown>}
  return {query: body.query, params: body.params ?? {}}
}

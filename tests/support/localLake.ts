import {cpSync, mkdtempSync, readFileSync, rmSync} from 'node:fs'
import {connect, type ClientHttp2Session, type IncomingHttpHeaders} from 'node:http2'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startLocalLake, type LocalLake, type LocalLakeOptions, type RequestRecord} from '../../local-lake/lake'

const repository = path.resolve(__dirname, '../..')

/** One certificate for every test lake of a run: made once, not once per test. */
const CERTIFICATE_DIR = path.join(tmpdir(), 'habitum-local-lake-certificate')

export type LakeResponse = {
  status: number
  headers: IncomingHttpHeaders
  bytes: Buffer
  text: string
  json: () => unknown
}

export type TestLake = LocalLake & {
  /** A fresh copy of content/ that this lake edits (never the committed one). */
  contentDir: string
  stateDir: string
  /** Every request the lake received, in order. */
  requests: RequestRecord[]
  /** A request over HTTP/2, trusting the lake's certificate. */
  request: (
    method: string,
    pathname: string,
    options?: {body?: unknown; headers?: Record<string, string>},
  ) => Promise<LakeResponse>
  /** Opens data/listen with these query parameters; events arrive in `events`. */
  listen: (search: Record<string, string>) => Promise<Listener>
}

export type ListenerEvent = {event: string; data: Record<string, unknown>}

export type Listener = {
  events: ListenerEvent[]
  /** Resolves with the next `count` events of type `event` not yet taken. */
  take: (event: string, count?: number) => Promise<ListenerEvent[]>
  close: () => void
}

/**
 * A local lake for a test, on a free port: over a fresh copy of content/ and an empty state folder
 * (both removed by `close()`), or over the folders given (kept, to start another lake on them).
 */
export async function startTestLake(options: Partial<LocalLakeOptions> = {}): Promise<TestLake> {
  const owned: string[] = []
  const temporary = (prefix: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), prefix))
    owned.push(folder)
    return folder
  }
  let contentDir = options.contentDir
  if (!contentDir) {
    contentDir = temporary('habitum-lake-content-')
    cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
  }
  const stateDir = options.stateDir ?? temporary('habitum-lake-state-')
  const requests: RequestRecord[] = []
  const lake = await startLocalLake({
    certificateDir: CERTIFICATE_DIR,
    log: () => undefined,
    ...options,
    contentDir,
    stateDir,
    onRequest: (record) => {
      requests.push(record)
      options.onRequest?.(record)
    },
  })
  const ca = readFileSync(lake.caFile)
  let session: ClientHttp2Session | undefined
  const sessionNow = () => {
    if (!session || session.closed || session.destroyed) session = connect(lake.origin, {ca})
    return session
  }

  const request: TestLake['request'] = (method, pathname, {body, headers = {}} = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body))
      const stream = sessionNow().request({
        ':method': method,
        ':path': pathname,
        ...(payload && !Buffer.isBuffer(body) ? {'content-type': 'application/json'} : {}),
        ...headers,
      })
      let responseHeaders: IncomingHttpHeaders = {}
      const chunks: Buffer[] = []
      stream.on('response', (received) => (responseHeaders = received))
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('error', reject)
      stream.on('end', () => {
        const bytes = Buffer.concat(chunks)
        const text = bytes.toString('utf8')
        resolve({
          status: Number(responseHeaders[':status']),
          headers: responseHeaders,
          bytes,
          text,
          json: () => JSON.parse(text),
        })
      })
      stream.end(payload)
    })

  const listen: TestLake['listen'] = (search) =>
    new Promise((resolve, reject) => {
      const query = new URLSearchParams(search)
      const stream = sessionNow().request({
        ':method': 'GET',
        ':path': `/v2025-02-19/data/listen/${lake.dataset}?${query}`,
      })
      const events: ListenerEvent[] = []
      const taken = new Map<string, number>()
      const waiting: Array<() => void> = []
      let buffer = ''
      let ended = false
      stream.setEncoding('utf8')
      stream.on('error', reject)
      stream.on('close', () => {
        ended = true
        for (const wake of waiting.splice(0)) wake()
      })
      stream.on('response', (headers) => {
        if (headers[':status'] !== 200) reject(new Error(`data/listen answered ${headers[':status']}`))
        else resolve(listener)
      })
      stream.on('data', (chunk: string) => {
        buffer += chunk
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event && data) events.push({event, data: JSON.parse(data) as Record<string, unknown>})
          for (const wake of waiting.splice(0)) wake()
        }
      })
      const take = async (event: string, count = 1): Promise<ListenerEvent[]> => {
        for (;;) {
          const from = taken.get(event) ?? 0
          const matching = events.filter((candidate) => candidate.event === event).slice(from, from + count)
          if (matching.length === count) {
            taken.set(event, from + count)
            return matching
          }
          if (ended) throw new Error(`the listener closed after ${matching.length} of ${count} "${event}" event(s)`)
          await new Promise<void>((wake) => waiting.push(wake))
        }
      }
      const listener: Listener = {events, take, close: () => stream.close()}
    })

  return {
    ...lake,
    contentDir,
    stateDir,
    requests,
    request,
    listen,
    close: async () => {
      session?.destroy()
      await lake.close()
      for (const folder of owned) rmSync(folder, {recursive: true, force: true})
    },
  }
}

/**
 * The settings that make the site's server or `npm run contacts` store leads in a test lake, as
 * with a Sanity project and a write token (the lake takes any token).
 */
export const siteWritingTo = (lake: TestLake) => ({
  SANITY_API_HOST: lake.origin,
  SANITY_DATASET: lake.dataset,
  SANITY_API_WRITE_TOKEN: 'local-lake-token',
  NODE_EXTRA_CA_CERTS: lake.caFile,
})

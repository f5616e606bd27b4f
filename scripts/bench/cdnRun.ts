import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import autocannon from 'autocannon'
import {freePort, PACKAGED_BUILD, startServer} from '../packagedServer'
import {startVarnish, varnishProgram} from '../varnish'
import {
  cdnTable,
  perMinute,
  PUBLISH_TIMEOUT_MS,
  publishEdit,
  publishSummary,
  PUBLISHES,
  STEADY_SECONDS,
  type CdnRow,
  type PublishEdit,
} from './cdn'
import {startCountingProxy} from './countingProxy'
import {benchPagesOf, bodyBytes} from './requests'

/**
 * npm run bench -- --cdn (docs/performance.md, "Behind Varnish"): the packaged build behind a
 * Varnish with the repository's VCL (deploy/varnish/site.vcl), the origin purging it by tag on a
 * publish (CDN_PURGE), as tests/api/cdn-varnish.test.ts sets them up. Between the two, a counting
 * pass-through (countingProxy.ts) tells what still reaches the origin. It measures, in Brotli:
 * 1. each bench page loaded on the origin, then through Varnish, one after the other;
 * 2. every bench page at once through Varnish for a minute, and the origin's requests meanwhile;
 * 3. PUBLISHES publishes (a FAQ item's or the page's text, edited in the server's content copy and
 *    announced by a signed webhook), each timed until Varnish serves the new text.
 */

const WEBHOOK_SECRET = 'bench-webhook-secret'
const BROTLI = {'accept-encoding': 'br'}

export async function benchThroughCdn(options: {duration: number; connections: number}) {
  const program = varnishProgram()
  if (!program) {
    console.log(
      "--cdn skipped: no varnishd with the xkey module on this machine (scripts/setup.sh installs Debian's " +
        'varnish and varnish-modules with apt-get)',
    )
    return
  }
  if (!existsSync(path.join(PACKAGED_BUILD, 'web/server.js')))
    throw new Error('no packaged build: run npm run build first')
  // The server reads its own copy of the content: the publishes edit it, never content/ itself.
  const contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-bench-content-'))
  cpSync(path.resolve(__dirname, '../../content'), contentDir, {recursive: true})
  // Varnish's port first: the origin is told where to purge before Varnish starts in front of it.
  const varnishPort = await freePort()
  const server = await startServer({
    SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CONTENT_DIR: contentDir,
    CDN_PURGE: `varnish:http://127.0.0.1:${varnishPort}`,
  })
  const proxy = await startCountingProxy(server.url)
  const cdn = await startVarnish(program, [proxy.url], {port: varnishPort})
  try {
    console.log(
      `origin ${server.url}, Varnish ${cdn.url}: ${options.connections} connections, ${options.duration} s per page and server (Brotli)`,
    )
    const pages = await benchPagesOf(server.url)
    // A few seconds of each page first: the server's code compiled and its caches warm, as in service.
    for (const page of pages) await autocannon({url: `${server.url}${page}`, connections: 10, duration: 2})
    const measured: Array<Omit<CdnRow, 'originRequestsPerMinute'>> = []
    for (const page of pages) {
      const origin = await load(`${server.url}${page}`, options)
      await bodyBytes(`${cdn.url}${page}`, 'br') // Varnish keeps its copy before the load
      const edge = await load(`${cdn.url}${page}`, options)
      measured.push({page, origin, edge})
      console.log(
        `  ${page}: origin ${Math.round(origin.requestsPerSecond)} req/s, Varnish ${Math.round(edge.requestsPerSecond)} req/s`,
      )
    }
    console.log(`every page at once through Varnish for ${STEADY_SECONDS} s, counting what reaches the origin…`)
    proxy.takeCounts()
    await autocannon({
      url: pages.map((page) => `${cdn.url}${page}`),
      connections: options.connections,
      duration: STEADY_SECONDS,
      headers: BROTLI,
    })
    const reached = proxy.takeCounts()
    const rows = measured.map((row) => ({
      ...row,
      originRequestsPerMinute: perMinute(reached.get(row.page) ?? 0, STEADY_SECONDS),
    }))
    const elsewhere = [...reached].filter(([address]) => !pages.includes(address))
    console.log(`\n${cdnTable(rows)}`)
    if (elsewhere.length > 0)
      console.log(`Other requests that reached the origin: ${elsewhere.map(([a, n]) => `${a} ${n}`).join(', ')}`)

    console.log(`\n${PUBLISHES} publishes…`)
    const times: Array<number | undefined> = []
    for (let round = 1; round <= PUBLISHES; round++) {
      const time = await timedPublish(publishEdit(round), {site: server.url, cdn: cdn.url, contentDir})
      times.push(time)
      console.log(`  ${round}: ${time === undefined ? 'not seen' : `${time} ms`}`)
    }
    console.log(publishSummary(times))
  } finally {
    await cdn.stop()
    await proxy.stop()
    await server.stop()
    rmSync(contentDir, {recursive: true, force: true})
  }
}

/** One page loaded on one server for the run's duration, in Brotli. */
async function load(url: string, {duration, connections}: {duration: number; connections: number}) {
  const result = await autocannon({url, connections, duration, headers: BROTLI})
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }
}

type Places = {site: string; cdn: string; contentDir: string}

/**
 * Publishes `edit` as the Studio does (the document changed in the server's content, then the
 * signed webhook) once Varnish serves the page from its copy, and polls Varnish until it serves
 * the new text: the milliseconds from the webhook, or undefined past PUBLISH_TIMEOUT_MS.
 */
async function timedPublish(edit: PublishEdit, {site, cdn, contentDir}: Places): Promise<number | undefined> {
  const page = () => fetch(`${cdn}${edit.page}`, {headers: {accept: 'text/html', ...BROTLI}})
  // The copy is kept (a hit) before the publish, so what is timed is the purge, not a miss.
  for (let tries = 0; (await page()).headers.get('x-cache') !== 'HIT'; tries++)
    if (tries === 10) throw new Error(`Varnish does not keep ${edit.page}`)
  const file = path.join(contentDir, 'data.ndjson')
  const lines = readFileSync(file, 'utf8').split('\n')
  const index = lines.findIndex((line) => line.includes(`"_id":"${edit.id}"`))
  if (index < 0) throw new Error(`${edit.id} is not in content/data.ndjson`)
  const document = JSON.parse(lines[index]!) as Record<string, unknown>
  edit.apply(document)
  lines[index] = JSON.stringify(document)
  writeFileSync(file, lines.join('\n'))

  const body = JSON.stringify({_id: edit.id, _type: edit.type})
  const started = performance.now()
  const answer = await fetch(`${site}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
    },
    body,
  })
  if (!answer.ok) throw new Error(`the webhook answered ${answer.status}: ${await answer.text()}`)
  // Waiting for the state (the new text from Varnish), a few milliseconds between asks.
  while (performance.now() - started < PUBLISH_TIMEOUT_MS) {
    if ((await (await page()).text()).includes(edit.text)) return Math.round(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return undefined
}

/**
 * npm run bench: how many requests a second the production server answers for a page, and how
 * long the slowest take, with Brotli, gzip and no compression side by side in one run
 * (docs/performance.md records the figures). Each page and encoding is loaded for --duration
 * seconds (15) by --connections clients (50) with autocannon, after one request each that lets the
 * server make that version's copies (web/server/pageVersions.ts): what is measured is a page a
 * visitor asks for again. It builds nothing: it starts the packaged build (npm run build first),
 * or measures the servers at --url, each in turn for every page and encoding (to compare two
 * builds on a busy machine). For the server it starts it also reports the server's CPU time per
 * request, which the machine's other work changes far less than requests a second.
 * Not part of npm test: it takes minutes.
 * With --spread, the load goes to every --url at once (origins behind a load balancer), each
 * page's requests a second counted over all. With --two-origins it starts two origins of the
 * build, and measures them with the load spread, first each with its own state, then sharing it
 * in a Valkey or Redis server it starts too (SHARED_STATE_URL, docs/deploying.md): what shared
 * state costs a page request (docs/performance.md). With --cdn it puts a Varnish it starts in front
 * of the build, purged by tag on a publish, and reports each page's requests a second from the
 * origin and from Varnish, what still reaches the origin under load, and how long 20 publishes take
 * to reach Varnish's visitors (scripts/bench/cdnRun.ts).
 * Usage: npm run bench [-- --url http://localhost:3000 [--url … [--spread]]] [--two-origins | --cdn] [--duration 15] [--connections 50]
 */
import {existsSync} from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import {benchThroughCdn} from './bench/cdnRun'
import {bodyBytes, benchPagesOf} from './bench/requests'
import {benchTable, ENCODINGS, parseBenchArgs, type BenchRow} from './bench/table'
import {PACKAGED_BUILD, startServer} from './packagedServer'
import {startValkey, valkeyProgram} from './valkey'

/** Requests a second of each page in Brotli, the load spread over `origins` at once. */
async function spreadOver(origins: string[], {duration, connections}: {duration: number; connections: number}) {
  const rows: BenchRow[] = []
  for (const page of await benchPagesOf(origins[0]!)) {
    const urls = origins.map((origin) => `${origin}${page}`)
    for (const url of urls) await bodyBytes(url, 'br')
    const result = await autocannon({url: urls, connections, duration, headers: {'accept-encoding': 'br'}})
    const row = {
      server: `${origins.length} origins`,
      page,
      encoding: 'br',
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      bodyBytes: await bodyBytes(urls[0]!, 'br'),
      failures: result.errors + result.timeouts + result.non2xx,
    }
    rows.push(row)
    console.log(
      `  ${page} over ${origins.join(' + ')}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms`,
    )
  }
  return rows
}

/**
 * Two origins of the build, without and then with shared state. Shared state asks for leads in a
 * dataset and a shared form secret (web/lib/config.ts): pages touch neither, so a write token for
 * an address nothing answers does (the purge that runs 10 s after start fails and says so).
 */
async function twoOrigins(options: {duration: number; connections: number}) {
  const program = valkeyProgram()
  if (!program) throw new Error('--two-origins needs valkey-server or redis-server (scripts/setup.sh installs it)')
  const valkey = await startValkey(program)
  const shared = {
    SHARED_STATE_URL: valkey.url,
    SANITY_API_HOST: 'https://127.0.0.1:9',
    SANITY_API_WRITE_TOKEN: 'bench',
    CONTACT_FORM_SECRET: 'bench-form-secret-0123456789abcdef',
  }
  const perPage = new Map<string, number[]>()
  try {
    for (const [label, env] of [
      ['each origin its own state', {}],
      ['shared state (Valkey)', shared],
    ] as const) {
      console.log(`${label}:`)
      const servers = await Promise.all([1, 2].map(() => startServer(env)))
      try {
        const origins = servers.map((server) => server.url)
        // A few seconds of each page first, as for one server: code compiled, caches warm.
        for (const page of await benchPagesOf(origins[0]!))
          await autocannon({url: origins.map((origin) => `${origin}${page}`), connections: 10, duration: 2})
        for (const row of await spreadOver(origins, options))
          perPage.set(row.page, [...(perPage.get(row.page) ?? []), row.requestsPerSecond])
      } finally {
        await Promise.all(servers.map((server) => server.stop()))
      }
    }
  } finally {
    await valkey.stop()
  }
  console.log('\n| page | own state, req/s | shared state, req/s | shared / own |\n| --- | --- | --- | --- |')
  for (const [page, [own, sharedRate]] of perPage)
    console.log(
      `| ${page.startsWith('/share-cards/') ? 'share card' : page} | ${Math.round(own!)} | ${Math.round(sharedRate!)} | ${(sharedRate! / own!).toFixed(2)} |`,
    )
}

async function main() {
  const options = parseBenchArgs(process.argv.slice(2))
  if (options.twoOrigins) return twoOrigins(options)
  if (options.cdn) return benchThroughCdn(options)
  if (options.spread) {
    if (options.urls.length < 2) throw new Error('--spread spreads the load over several --url')
    console.log(`\n${benchTable(await spreadOver(options.urls, options))}`)
    return
  }
  if (options.urls.length === 0 && !existsSync(path.join(PACKAGED_BUILD, 'web/server.js'))) {
    throw new Error('no packaged build: run npm run build first, or give --url of a running server')
  }
  const server = options.urls.length > 0 ? undefined : await startServer()
  const origins = server ? [server.url] : options.urls
  try {
    console.log(
      `${origins.join(', ')}: ${options.connections} connections, ${options.duration} s per page and encoding`,
    )
    const pages = await benchPagesOf(origins[0]!)
    // A few seconds of each page first: the server's code compiled and its caches warm, as in service.
    for (const origin of origins) {
      for (const page of pages) await autocannon({url: `${origin}${page}`, connections: 10, duration: 2})
    }
    const rows: BenchRow[] = []
    for (const page of pages) {
      for (const {name, acceptEncoding} of ENCODINGS) {
        for (const origin of origins) {
          const url = `${origin}${page}`
          const size = await bodyBytes(url, acceptEncoding)
          const cpuBefore = server?.cpuMs()
          const result = await autocannon({
            url,
            connections: options.connections,
            duration: options.duration,
            headers: acceptEncoding ? {'accept-encoding': acceptEncoding} : {},
          })
          const row = {
            server: origins.length > 1 ? origin : undefined,
            page,
            encoding: name,
            requestsPerSecond: result.requests.average,
            p99Ms: result.latency.p99,
            bodyBytes: size,
            failures: result.errors + result.timeouts + result.non2xx,
            cpuMsPerRequest:
              cpuBefore === undefined ? undefined : (server!.cpuMs() - cpuBefore) / Math.max(1, result.requests.total),
          }
          rows.push(row)
          const perRequest =
            row.cpuMsPerRequest === undefined ? '' : `, ${row.cpuMsPerRequest.toFixed(2)} ms CPU a request`
          console.log(`  ${url} ${name}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99Ms} ms${perRequest}`)
        }
      }
    }
    console.log(`\n${benchTable(rows)}`)
  } finally {
    await server?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

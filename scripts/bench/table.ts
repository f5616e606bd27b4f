/**
 * What npm run bench measures and how it prints it (scripts/bench.ts runs it): each page in each
 * encoding a browser may ask for, side by side, in one table.
 */

/**
 * A landing page, a second landing page and a legal page: the site's three kinds of page; then
 * what AI assistants and shared links ask for: a page's Markdown copy, /llms.txt, and a share card
 * (named by its version, so found in a page's og:image when the run starts: SHARE_CARD_OF).
 */
export const BENCH_PAGES = ['/', '/alco', '/legal/privacy-policy', '/alco.md', '/llms.txt', 'share-card']

/** The page whose share card (its og:image) the bench loads: one the site draws, having no image of its own. */
export const SHARE_CARD_OF = '/legal/privacy-policy'

/** A share card's address as a page's head names it, as a path (`/share-cards/…png`), or undefined. */
export function shareCardPathIn(html: string): string | undefined {
  return /<meta property="og:image" content="https?:\/\/[^/"]+(\/share-cards\/[^"]+\.png)"/.exec(html)?.[1]
}

/** Each encoding, and the Accept-Encoding that asks for it ("none": no header, as curl or a bot sends). */
export const ENCODINGS = [
  {name: 'br', acceptEncoding: 'br'},
  {name: 'gzip', acceptEncoding: 'gzip'},
  {name: 'none', acceptEncoding: undefined},
] as const

export type BenchOptions = {
  /**
   * Servers already running (their origins), measured in turn for each page and encoding, so that
   * what else the machine does weighs on each alike; none: the packaged build, started for the run.
   */
  urls: string[]
  /** Seconds each page and encoding is measured. */
  duration: number
  /** Connections kept busy at once. */
  connections: number
  /** With several --url: the load spread over all of them at once (origins behind a load balancer), not each in turn. */
  spread: boolean
  /** Two origins started for the run, without and then with shared state (a Valkey or Redis server started too). */
  twoOrigins: boolean
  /** The packaged build behind a Varnish started for the run, purged by tag on publish (scripts/bench/cdnRun.ts). */
  cdn: boolean
}

export type BenchRow = {
  /** Which server, when several are compared. */
  server?: string
  page: string
  encoding: string
  requestsPerSecond: number
  p99Ms: number
  bodyBytes: number
  /** The server's CPU time per request (user and system), when the run started the server and can read it. */
  cpuMsPerRequest?: number
  /** Requests that failed or did not answer 200. */
  failures: number
}

/** The options that take no value, and what each sets. */
const SWITCHES = {'--spread': 'spread', '--two-origins': 'twoOrigins', '--cdn': 'cdn'} as const

/**
 * `--url http://host:port` (again for each server), `--spread`, `--two-origins`, `--cdn`,
 * `--duration 15`, `--connections 50` (also as `--name=value`).
 */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {urls: [], duration: 15, connections: 50, spread: false, twoOrigins: false, cdn: false}
  for (let index = 0; index < argv.length; index++) {
    if (Object.hasOwn(SWITCHES, argv[index]!)) {
      options[SWITCHES[argv[index] as keyof typeof SWITCHES]] = true
      continue
    }
    const [flag, inline] = argv[index]!.split(/=(.*)/s)
    const value = inline ?? argv[++index]
    if (value === undefined) throw new Error(`${flag} needs a value`)
    if (flag === '--url') options.urls.push(new URL(value).origin)
    else if (flag === '--duration' || flag === '--connections') {
      const number = Number(value)
      if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} is a whole number of 1 or more: ${value}`)
      options[flag === '--duration' ? 'duration' : 'connections'] = number
    } else
      throw new Error(`unknown option ${flag} (use --url, --spread, --two-origins, --cdn, --duration, --connections)`)
  }
  // --cdn starts its own origin and Varnish, and reads the origin's side: no other servers.
  if (options.cdn && (options.urls.length > 0 || options.spread || options.twoOrigins))
    throw new Error('--cdn starts its own server and Varnish: it takes no --url, --spread or --two-origins')
  return options
}

/** The rows as a Markdown table: one line per page (and server), its encodings side by side. */
export function benchTable(rows: readonly BenchRow[]): string {
  const encodings = [...new Set(rows.map((row) => row.encoding))]
  const pages = [...new Set(rows.map((row) => row.page))]
  const servers = [...new Set(rows.map((row) => row.server))]
  const compared = servers.length > 1
  const cpu = rows.some((row) => row.cpuMsPerRequest !== undefined)
  const header = [
    ...(compared ? ['server'] : []),
    'page',
    ...encodings.flatMap((encoding) => [
      `${encoding} req/s`,
      `${encoding} p99`,
      ...(cpu ? [`${encoding} CPU/req`] : []),
      `${encoding} body`,
    ]),
  ]
  const lines = pages.flatMap((page) =>
    servers.map((server) => [
      ...(compared ? [server ?? ''] : []),
      page,
      ...encodings.flatMap((encoding) => {
        const row = rows.find(
          (candidate) => candidate.page === page && candidate.server === server && candidate.encoding === encoding,
        )
        if (!row) return cpu ? ['', '', '', ''] : ['', '', '']
        const failed = row.failures > 0 ? ` (${row.failures} failed)` : ''
        const perRequest = row.cpuMsPerRequest === undefined ? '' : `${row.cpuMsPerRequest.toFixed(2)} ms`
        return [
          `${Math.round(row.requestsPerSecond)}${failed}`,
          `${Math.round(row.p99Ms)} ms`,
          ...(cpu ? [perRequest] : []),
          kilobytes(row.bodyBytes),
        ]
      }),
    ]),
  )
  return markdownTable(header, lines, compared ? 2 : 1)
}

/** Lines as a Markdown table, columns as wide as their widest cell: the `labels` first ones to the left, figures to the right. */
export function markdownTable(header: string[], lines: string[][], labels: number): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...lines.map((line) => line[column]!.length)))
  const align = (cell: string, column: number) =>
    column < labels ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)
  const format = (cells: string[]) => `| ${cells.map(align).join(' | ')} |`
  const rule = widths.map((width, column) => (column < labels ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`))
  return [format(header), `| ${rule.join(' | ')} |`, ...lines.map(format)].join('\n')
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

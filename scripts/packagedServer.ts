import {spawn, type ChildProcess} from 'node:child_process'
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'

/**
 * Starts servers on this machine for tests and measurements: the site's packaged production server
 * (tests/api, the Studio's tests, the browser tests, npm run perf), or any other server process
 * (the bare Next.js page npm run perf compares the site with).
 */
const repository = path.resolve(__dirname, '..')
/** The packaged standalone server (npm run build), as deployed: web/server.js is the site's own entry. */
export const PACKAGED_BUILD = path.join(repository, 'web/.next/standalone')

export type RunningServer = {
  url: string
  /**
   * The server's memory in MB, over all its processes (the entry may start the server as a child
   * of its own, see web/server/allocator.ts): resident now, and the sum of each one's peak.
   */
  memory: () => {residentMb: number; peakMb: number}
  /** The CPU time its processes have used so far, in milliseconds (user and system, from /proc). */
  cpuMs: () => number
  dataDir: string
  output: () => string
  /** Ends the server the hard way: no shutdown code runs (a crash, a power cut). */
  kill: () => Promise<void>
  stop: () => Promise<void>
}

/** The port, if nothing listens on it: a server already there would answer in the new one's place. */
async function portIfFree(port: number): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what listens there first`)))
    probe.listen(port, resolve)
  })
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** A loopback port nothing listens on now, so that tests run beside anything else on the machine. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const {port} = probe.address() as {port: number}
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/**
 * A fresh copy of the packaged build (npm run build first) in a temporary folder: a server run from
 * it writes the pages it regenerates (ISR) there, never into the build other servers read. The
 * packages (node_modules, two thirds of its files) are never written: linked, not copied, which
 * makes a copy ten times cheaper (a hundred servers start in one npm test).
 */
export function copyOfTheBuild(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'habitum-server-'))
  for (const entry of readdirSync(PACKAGED_BUILD)) {
    const [from, to] = [path.join(PACKAGED_BUILD, entry), path.join(folder, entry)]
    if (entry === 'node_modules') symlinkSync(from, to)
    else cpSync(from, to, {recursive: true, verbatimSymlinks: true})
  }
  return folder
}

/**
 * Starts the production build (npm run build first) in its own process group, on a free port.
 * Each server runs its own copy of the build: pages it regenerates (ISR) are written into that
 * copy, never into the shared build another server or test reads.
 */
export async function startServer(
  env: Record<string, string> = {},
  {lowPriority = false}: Pick<ProcessOptions, 'lowPriority'> = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'habitum-contacts-'))
  const build = copyOfTheBuild()
  // The copy is this server's alone: removed when it ends, or each test run leaves gigabytes behind.
  // The data folder stays: a test may start the next server on it (a restart after a crash).
  const removeBuild = () => rmSync(build, {recursive: true, force: true})
  try {
    const server = await startProcessServer([process.execPath, path.join(build, 'web/server.js')], {
      env: {HOSTNAME: '0.0.0.0', CONTACT_API_KEY: '', DATA_DIR: dataDir, ...env},
      lowPriority,
      readyPath: '/es',
    })
    return {
      ...server,
      dataDir,
      kill: () => server.kill().then(removeBuild),
      stop: () => server.stop().then(removeBuild),
    }
  } catch (error) {
    removeBuild()
    throw error
  }
}

/**
 * Starts a server process in its own process group on a free port, or the env's PORT (given as
 * PORT, and to `command` wherever it says `{port}`), and waits until `readyPath` answers 2xx.
 */
export async function startProcessServer(
  command: string[],
  {env = {}, lowPriority = false, readyPath = '/', readyWithinMs = 30_000, cwd}: ProcessOptions,
): Promise<Omit<RunningServer, 'dataDir'>> {
  // A test may need its server where something else expects it (its PORT); any free port otherwise.
  const port = env.PORT ? await portIfFree(Number(env.PORT)) : await freePort()
  const argv = command.map((part) => part.replaceAll('{port}', String(port)))
  // `nice` at launch, not os.setPriority afterwards: Linux sets priority per thread, and the
  // server's worker threads (compression, file reads) are started later by the main thread.
  if (lowPriority) argv.unshift('nice', '-n', '19')
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd,
    env: {...process.env, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal)
    await exited
  }
  try {
    await waitUntilUp(`${url}${readyPath}`, child, () => output, readyWithinMs)
  } catch (error) {
    // A server that never answered is not left running (Next's development server holds its folder).
    await end('SIGKILL')
    throw error
  }
  const memory = () => memoryOfGroup(child.pid!)
  const cpuMs = () => cpuOfGroup(child.pid!)
  return {url, memory, cpuMs, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM')}
}

type ProcessOptions = {
  env?: Record<string, string>
  /**
   * Runs it at the lowest CPU priority (`nice -n 19`), for measurements of a browser that must not
   * share its CPU with the server, as a phone does not share the site's server.
   */
  lowPriority?: boolean
  /** The path that answers once the server is ready. */
  readyPath?: string
  /** How long it may take (30 s; Next in development mode compiles on a busy machine's first request). */
  readyWithinMs?: number
  cwd?: string
}

/** Each live process of a process group (Linux): its /proc/<pid>/stat fields after its name, and its pid. */
function eachOfGroup(group: number, read: (stat: string[], pid: string) => void) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The fields after the name in parentheses; the group id is the third of them.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      if (stat[2] === String(group)) read(stat, pid)
    } catch {
      // the process ended meanwhile
    }
  }
}

/** Resident memory of every live process in a process group, from /proc (Linux). */
function memoryOfGroup(group: number) {
  let residentKb = 0
  let peakKb = 0
  eachOfGroup(group, (_stat, pid) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    residentKb += Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0)
    peakKb += Number(status.match(/^VmHWM:\s+(\d+)/m)?.[1] ?? 0)
  })
  return {residentMb: residentKb / 1024, peakMb: peakKb / 1024}
}

/** Clock ticks a second in /proc's times: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100

/** CPU time used by every live process in a process group, in milliseconds: user and system. */
function cpuOfGroup(group: number) {
  let ticks = 0
  // utime and stime, the 14th and 15th fields of stat: the 12th and 13th after the name.
  eachOfGroup(group, (stat) => (ticks += Number(stat[11]) + Number(stat[12])))
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}

async function waitUntilUp(readyUrl: string, child: ChildProcess, output: () => string, withinMs: number) {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`)
    try {
      if ((await fetch(readyUrl)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server did not answer within ${withinMs / 1000} s:\n${output()}`)
}

import {spawn, type ChildProcess} from 'node:child_process'
import {cpSync, mkdtempSync, readdirSync, readFileSync} from 'node:fs'
import {createServer} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'

const repository = path.resolve(__dirname, '../..')
/** The packaged standalone server (npm run build), as deployed: web/server.js is the site's own entry. */
const SERVER_FOLDER = path.join(repository, 'web/.next/standalone')

export type RunningServer = {
  url: string
  /**
   * The server's memory in MB, over all its processes (the entry may start the server as a child
   * of its own, see web/server/allocator.ts): resident now, and the sum of each one's peak.
   */
  memory: () => {residentMb: number; peakMb: number}
  dataDir: string
  output: () => string
  /** Ends the server the hard way: no shutdown code runs (a crash, a power cut). */
  kill: () => Promise<void>
  stop: () => Promise<void>
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
 * it writes the pages it regenerates (ISR) there, never into the build other servers read.
 */
export function copyOfTheBuild(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'habitum-server-'))
  cpSync(SERVER_FOLDER, folder, {recursive: true, verbatimSymlinks: true})
  return folder
}

/**
 * Starts the production build (npm run build first) in its own process group, on a free port.
 * Each server runs its own copy of the build: pages it regenerates (ISR) are written into that
 * copy, never into the shared build another server or test reads. `lowPriority` runs it at the
 * lowest CPU priority (`nice -n 19`), for measurements of a browser that must not share its CPU
 * with the server, as a phone does not share the site's server.
 */
export async function startServer(
  env: Record<string, string> = {},
  {lowPriority = false} = {},
): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'habitum-contacts-'))
  const command = [process.execPath, path.join(copyOfTheBuild(), 'web/server.js')]
  // `nice` at launch, not os.setPriority afterwards: Linux sets priority per thread, and the
  // server's worker threads (compression, file reads) are started later by the main thread.
  if (lowPriority) command.unshift('nice', '-n', '19')
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '0.0.0.0',
      CONTACT_API_KEY: '',
      DATA_DIR: dataDir,
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitUntilUp(url, child, () => output)
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal)
    await exited
  }
  const memory = () => memoryOfGroup(child.pid!)
  return {url, memory, dataDir, output: () => output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM')}
}

/** Resident memory of every live process in a process group, from /proc (Linux). */
function memoryOfGroup(group: number) {
  let residentKb = 0
  let peakKb = 0
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The group id is the fifth field of /proc/<pid>/stat, after the name in parentheses.
      if (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2] !== String(group)) continue
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      residentKb += Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0)
      peakKb += Number(status.match(/^VmHWM:\s+(\d+)/m)?.[1] ?? 0)
    } catch {
      // the process ended meanwhile
    }
  }
  return {residentMb: residentKb / 1024, peakMb: peakKb / 1024}
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output()}`)
    try {
      if ((await fetch(`${url}/es`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server did not answer within 30 s:\n${output()}`)
}

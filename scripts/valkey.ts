import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {existsSync, mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {freePort} from './packagedServer'

/**
 * A real Valkey or Redis server for a test or npm run bench (scripts/setup.sh installs Debian's redis-server when
 * neither is on the machine), on a free port, in a temporary folder, saving nothing to disk.
 */

/** The server's program: valkey-server or redis-server on PATH (or in /usr/bin, /usr/sbin); undefined when none. */
export function valkeyProgram(): string | undefined {
  for (const name of ['valkey-server', 'redis-server']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], {encoding: 'utf8'}).stdout.trim()
    if (found) return found
    for (const folder of ['/usr/bin', '/usr/sbin'])
      if (existsSync(path.join(folder, name))) return path.join(folder, name)
  }
  return undefined
}

export type TestValkey = {
  url: string
  port: number
  /** Ends the server the hard way (a crash). */
  kill: () => Promise<void>
  /** Stops the server where it is (SIGSTOP): connections stay open, nothing is answered until resume(). */
  pause: () => void
  resume: () => void
  /** Starts it again on the same port, empty. */
  restart: () => Promise<void>
  stop: () => Promise<void>
}

/** Starts the server on `port` (a free one by default) and waits until it accepts connections. */
export async function startValkey(program: string, port?: number): Promise<TestValkey> {
  const folder = mkdtempSync(path.join(tmpdir(), 'habitum-valkey-'))
  const listenOn = port ?? (await freePort())
  let child: ChildProcess | undefined
  const start = async () => {
    const started = spawn(
      program,
      ['--port', String(listenOn), '--bind', '127.0.0.1', '--dir', folder, '--save', '', '--appendonly', 'no'],
      {stdio: ['ignore', 'pipe', 'pipe']},
    )
    child = started
    let output = ''
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk
        if (/ready to accept connections/i.test(output)) resolve()
      }
      started.stdout!.on('data', read)
      started.stderr!.on('data', read)
      started.once('exit', (code) => reject(new Error(`${program} ended (${code}) before it was ready:\n${output}`)))
    })
  }
  const end = async (signal: NodeJS.Signals) => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill(signal)
    await exited
  }
  await start()
  return {
    url: `redis://127.0.0.1:${listenOn}`,
    port: listenOn,
    kill: () => end('SIGKILL'),
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
    restart: start,
    stop: async () => {
      await end('SIGTERM')
      rmSync(folder, {recursive: true, force: true})
    },
  }
}

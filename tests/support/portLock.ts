import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {setTimeout as sleep} from 'node:timers/promises'

/** How often a worker that waits for the port looks again: the other test's site is what it waits for. */
const LOOK_AGAIN_MS = 250

const lockDir = (port: string) => path.join(tmpdir(), `habitum-test-port-${port}.lock`)

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The process holding the lock; 0 while it is being made or just went. */
const holderOf = (dir: string) => {
  try {
    return Number(readFileSync(path.join(dir, 'pid'), 'utf8')) || 0
  } catch {
    return 0
  }
}

/**
 * A fixed port (3000: the one the built Studio asks) held by one test at a time across Playwright's
 * workers: `mkdir` is atomic, so exactly one worker makes the lock; the others wait until it is gone.
 * A lock left by a worker that died is taken over. Returns the release.
 */
export async function holdPort(port: string): Promise<() => void> {
  const dir = lockDir(port)
  for (;;) {
    try {
      mkdirSync(dir)
      writeFileSync(path.join(dir, 'pid'), String(process.pid))
      return () => rmSync(dir, {recursive: true, force: true})
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = holderOf(dir)
    if (holder && !isAlive(holder)) rmSync(dir, {recursive: true, force: true})
    else await sleep(LOOK_AGAIN_MS)
  }
}

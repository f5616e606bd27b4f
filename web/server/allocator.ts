import {spawn} from 'node:child_process'
import {constants} from 'node:os'

/**
 * glibc's allocator keeps memory that a thread freed for that thread's later use: image renders
 * (sharp, on Node's worker threads) each take hundreds of megabytes for a moment, and after a few
 * of them the process held a gigabyte it no longer used. With this setting, every allocation of
 * 128 KiB or more is mapped from the system and given back when freed, so memory falls back
 * after each render. glibc reads it only when a process starts.
 */
export const ALLOCATOR_SETTINGS: Record<string, string> = {MALLOC_MMAP_THRESHOLD_: '131072'}

/** Whether this process already runs with ALLOCATOR_SETTINGS (or needs none: not glibc). */
export function hasAllocatorSettings(): boolean {
  if (Object.keys(ALLOCATOR_SETTINGS).every((name) => process.env[name] !== undefined)) return true
  const report = process.report?.getReport() as {header?: {glibcVersionRuntime?: string}} | undefined
  return !report?.header?.glibcVersionRuntime
}

/**
 * Starts this same entry again with ALLOCATOR_SETTINGS, as a child; this process only passes
 * signals on and exits as the child does. The child ends when this process does (see
 * `exitWithParent`), so a parent killed outright leaves no server behind.
 */
export function relaunchWithAllocatorSettings() {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: {...process.env, ...ALLOCATOR_SETTINGS},
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  })
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)))
}

/** In a relaunched child: end with the parent (its channel closes however the parent ends). */
export function exitWithParent() {
  if (process.connected) process.once('disconnect', () => process.exit(1))
}

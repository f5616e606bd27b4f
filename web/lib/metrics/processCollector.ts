/**
 * Where a server process keeps its metrics collector: on globalThis, under a registered symbol, so
 * the server entry (web/server/main.ts, bundled apart from the routes) reaches the one the
 * endpoint counts into. This module imports nothing: the entry's bundle stays small.
 */
const COLLECTOR = Symbol.for('habitum.metrics.collector')

type Flushable = {flush(): Promise<void>}
type WithCollector = typeof globalThis & {[COLLECTOR]?: Flushable}

export function processCollector<T extends Flushable>(make: () => T): T {
  const process = globalThis as WithCollector
  process[COLLECTOR] ??= make()
  return process[COLLECTOR] as T
}

/** Stores what was counted, if anything was: the server entry calls it as it shuts down. */
export async function flushMetricsBeforeExit() {
  await (globalThis as WithCollector)[COLLECTOR]?.flush()
}

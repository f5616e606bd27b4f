import {Valkey} from 'iovalkey'
import {getServerConfig, type SharedStateConfig} from '../config'

/**
 * The one connection of this server process to the shared store (SHARED_STATE_URL, Valkey or
 * Redis), through which several origins share their rate limits, the publishing webhook's
 * broadcast and their locks (docs/deploying.md, "Two origins or more"). Unset, there is none and
 * every caller keeps its state in the process, as with one origin.
 *
 * The store is never needed to answer: a command that fails, or takes longer than
 * SHARED_STATE_TIMEOUT_MS, is the caller's cue to use the process's own state. Unreachable at
 * start, the server starts all the same and says so once; lost while serving, it says so once,
 * reconnects on its own and says when it is back.
 */

export type SharedStateStatus = 'connecting' | 'connected' | 'unreachable'

export type SharedState = {
  /** Commands: each fails at once while disconnected, and after the timeout when slow. */
  client: Valkey
  /** A second connection, for the channels this process listens to (a subscribed one takes no other commands). */
  subscriber: Valkey
  status: () => SharedStateStatus
  /** Where the store is, without its password (for the log and the health answer). */
  address: string
  close: () => Promise<void>
}

/** The store reconnects every this many milliseconds at most, for as long as it is away. */
const RECONNECT_MAX_DELAY_MS = 2_000
/** A connection attempt given up after this long (then the next one, as above). */
const CONNECT_TIMEOUT_MS = 2_000

const LOG = '[shared-state]'

/** Where the store is, as the log and the health answer may say it: no user name or password. */
export function addressOf(url: string): string {
  const {protocol, hostname, port, pathname} = new URL(url)
  return `${protocol}//${hostname}:${port || 6379}${pathname.length > 1 ? pathname : ''}`
}

/** Connects to the store at `config.url` and reports, once each, when it is lost and when it is back. */
export function connectSharedState(config: SharedStateConfig, log: Pick<Console, 'info' | 'warn'> = console) {
  const address = addressOf(config.url)
  let status: SharedStateStatus = 'connecting'
  const options = {
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, RECONNECT_MAX_DELAY_MS),
    // Reconnecting is endless (above): a command is never kept waiting for it.
    maxRetriesPerRequest: 0,
  }
  const client = new Valkey(config.url, {
    ...options,
    // Without a connection a command fails at once, and a slow store after the timeout: the
    // caller goes on with the process's own state rather than wait.
    enableOfflineQueue: false,
    commandTimeout: config.timeoutMs,
  })
  // Subscriptions are kept and made again on each reconnection (autoResubscribe).
  const subscriber = new Valkey(config.url, {...options, maxRetriesPerRequest: null})
  client.on('ready', () => {
    if (status !== 'connected')
      log.info(`${LOG} connected to ${address}: rate limits, publishing and locks are shared by every origin`)
    status = 'connected'
  })
  const lost = (error?: Error) => {
    if (status === 'unreachable') return
    const was = status
    status = 'unreachable'
    log.warn(
      `${LOG} ${was === 'connecting' ? 'cannot reach' : 'lost'} ${address}${error ? ` (${error.message})` : ''}: ` +
        'rate limits and locks are this process’s own, and publishes reach only the origin that receives them, ' +
        'until it answers again (it is tried every 2 s)',
    )
  }
  client.on('error', lost)
  client.on('close', () => {
    if (status === 'connected') lost()
  })
  // The subscriber's errors are the same outage, said once by the client's.
  subscriber.on('error', () => undefined)
  return {
    client,
    subscriber,
    address,
    status: () => status,
    close: async () => {
      client.disconnect()
      subscriber.disconnect()
    },
  } satisfies SharedState
}

/** One connection per server process, whichever of Next's bundles asks (each route has its own modules). */
const CONNECTION = Symbol.for('habitum.sharedState')
type WithConnection = typeof globalThis & {[CONNECTION]?: SharedState | null}

/** The server's shared store, connected on first use; undefined when SHARED_STATE_URL is unset. */
export function sharedState(): SharedState | undefined {
  const process = globalThis as WithConnection
  if (process[CONNECTION] === undefined) {
    const config = getServerConfig().sharedState
    process[CONNECTION] = config ? connectSharedState(config) : null
  }
  return process[CONNECTION] ?? undefined
}

/** The shared store when it is connected now: what a request uses, or else the process's own state. */
export function connectedSharedState(): SharedState | undefined {
  const shared = sharedState()
  return shared?.status() === 'connected' ? shared : undefined
}

/**
 * The shared store once it has connected or failed to (it is asked for at once, not on first use):
 * what a script that runs once needs (npm run contacts -- --purge), where a request would not wait.
 * Undefined when SHARED_STATE_URL is unset or the store cannot be reached.
 */
export async function sharedStateOnceSettled(): Promise<SharedState | undefined> {
  const shared = sharedState()
  if (shared?.status() === 'connecting') {
    await new Promise<void>((settled) => {
      shared.client.once('ready', settled)
      shared.client.once('error', settled)
    })
  }
  return connectedSharedState()
}

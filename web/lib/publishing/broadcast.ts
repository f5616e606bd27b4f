import {randomBytes, randomUUID} from 'node:crypto'
import type {ServerEntryConfig} from '../config'
import {secretsMatch} from '../security/constantTime'
import {connectedSharedState, sharedState} from '../shared/sharedState'
import type {AffectedPages} from './affectedPages'

/**
 * A publish reaches every origin: the origin Sanity's webhook reaches regenerates its pages and
 * says which on a channel of the shared store (SHARED_STATE_URL); every other origin hears it and
 * regenerates the same pages in its own cache, through its own /api/revalidate, which only this
 * process can call so (RELAY_HEADER carries a token made at start and never sent anywhere else).
 * Without shared state, or while the store is away, nothing is said: the others regenerate their
 * pages on their own within a minute, as pages say (s-maxage=60). Pages themselves never touch
 * the store (docs/deploying.md, "Two origins or more", says why this and not a shared cache).
 */

/** What one publish regenerates, and Sanity's key of its delivery (a retry reaching this origin is then known). */
export type Revalidation = AffectedPages & {deliveryKey: string | null}

const CHANNEL = 'habitum:revalidate'
const RELAY_HEADER = 'x-habitum-relay'

/** This process: who it is on the channel, and the token its own relayed calls carry. */
const IDENTITY = Symbol.for('habitum.publishing.identity')
type WithIdentity = typeof globalThis & {[IDENTITY]?: {origin: string; relayToken: string; relaying?: boolean}}
const identity = () =>
  ((globalThis as WithIdentity)[IDENTITY] ??= {origin: randomUUID(), relayToken: randomBytes(32).toString('base64url')})

/** Tells the other origins what this one regenerated; never fails the webhook (the page regenerates within a minute anyway). */
export async function broadcastRevalidation(revalidation: Revalidation): Promise<void> {
  const shared = connectedSharedState()
  if (!shared) return
  try {
    await shared.client.publish(CHANNEL, JSON.stringify({from: identity().origin, ...revalidation}))
  } catch (error) {
    console.warn(`[publishing] the other origins were not told (${String(error)}): they regenerate within a minute`)
  }
}

/** The revalidation another origin asked this process to apply, when `request` is this process's relay; else undefined. */
export async function relayedRevalidation(request: Request): Promise<Revalidation | undefined> {
  const token = request.headers.get(RELAY_HEADER)
  if (token === null || !secretsMatch(token, identity().relayToken)) return undefined
  return (await request.json()) as Revalidation
}

/**
 * Listens on the channel (web/instrumentation.ts, once per process) and has this server apply what
 * another origin regenerated, by a call to its own /api/revalidate (Next regenerates a page only
 * within a request it handles).
 */
export function startRevalidationRelay({port, hostname}: Pick<ServerEntryConfig, 'port' | 'hostname'>) {
  const shared = sharedState()
  const self = identity()
  if (!shared || self.relaying) return
  self.relaying = true
  const endpoint = `http://${loopbackOf(hostname)}:${port}/api/revalidate`
  shared.subscriber.subscribe(CHANNEL).catch((error: unknown) => {
    console.warn(`[publishing] not listening to the other origins' publishes yet (${String(error)})`)
  })
  shared.subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CHANNEL) return
    let from: unknown
    try {
      from = (JSON.parse(message) as {from?: unknown}).from
    } catch {
      return
    }
    // This origin's own publish is regenerated already; the message is passed on as it came.
    if (from === self.origin) return
    fetch(endpoint, {
      method: 'POST',
      headers: {'content-type': 'application/json', [RELAY_HEADER]: self.relayToken},
      body: message,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
      })
      .catch((error: unknown) =>
        console.warn(`[publishing] another origin's publish not applied here (${String(error)}): within a minute`),
      )
  })
}

/** The address this server answers itself on. */
function loopbackOf(hostname: string) {
  if (hostname === '0.0.0.0' || hostname === '') return '127.0.0.1'
  if (hostname === '::') return '[::1]'
  return hostname.includes(':') ? `[${hostname}]` : hostname
}

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

/**
 * Who was told of a publish: how many other origins heard it, and where each says it has applied
 * it (a list in the shared store), so that the CDN is purged only once they have (web/app/api/revalidate).
 */
export type Told = {others: number; ackKey: string}

/** How long the purge waits for the other origins; one that stays silent regenerates within a minute. */
export const OTHERS_WAIT_MS = 5_000
const ACK_LIFETIME_MS = 60_000

/** Tells the other origins what this one regenerated; never fails the webhook (the page regenerates within a minute anyway). */
export async function broadcastRevalidation(revalidation: Revalidation): Promise<Told | undefined> {
  const shared = connectedSharedState()
  if (!shared) return undefined
  const ackKey = `habitum:revalidated:${randomUUID()}`
  try {
    const listening = await shared.client.publish(
      CHANNEL,
      JSON.stringify({from: identity().origin, ack: ackKey, ...revalidation}),
    )
    // Every origin listens, this one too (it ignores its own message).
    return {others: Math.max(0, listening - 1), ackKey}
  } catch (error) {
    console.warn(`[publishing] the other origins were not told (${String(error)}): they regenerate within a minute`)
    return undefined
  }
}

/** How many origins listen for publishes (each does, web/instrumentation.ts); undefined without a reachable store. */
export async function originsListening(): Promise<number | undefined> {
  const shared = connectedSharedState()
  if (!shared) return undefined
  try {
    const [, count] = (await shared.client.pubsub('NUMSUB', CHANNEL)) as [string, number]
    return Number(count)
  } catch {
    return undefined
  }
}

/** Resolves once every origin told has applied the publish, or after OTHERS_WAIT_MS. */
export async function othersApplied(told: Told | undefined): Promise<void> {
  const shared = connectedSharedState()
  if (!told || told.others === 0 || !shared) return
  // A waiting list pop blocks its connection: not the one every request shares.
  const waiter = shared.client.duplicate()
  try {
    const deadline = Date.now() + OTHERS_WAIT_MS
    for (let heard = 0; heard < told.others; heard++) {
      const left = deadline - Date.now()
      if (left <= 0 || !(await waiter.blpop(told.ackKey, left / 1000))) {
        console.warn(`[publishing] ${told.others - heard} other origin(s) did not confirm within ${OTHERS_WAIT_MS} ms`)
        return
      }
    }
  } catch (error) {
    console.warn(`[publishing] could not hear the other origins confirm (${String(error)})`)
  } finally {
    waiter.disconnect()
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
    let said: {from?: unknown; ack?: unknown}
    try {
      said = JSON.parse(message) as typeof said
    } catch {
      return
    }
    // This origin's own publish is regenerated already; the message is passed on as it came.
    if (said.from === self.origin) return
    callOwnEndpoint(endpoint, message)
      .then(async () => {
        if (typeof said.ack !== 'string') return
        // The origin that purges the CDN waits for this (othersApplied).
        await shared.client.multi().rpush(said.ack, self.origin).pexpire(said.ack, ACK_LIFETIME_MS).exec()
      })
      .catch((error: unknown) =>
        console.warn(`[publishing] another origin's publish not applied here (${String(error)}): within a minute`),
      )
  })
}

/**
 * Has this server regenerate pages outside any request (a change dated to take effect now,
 * ./datedPurges.ts), through its own /api/revalidate as a relayed publish.
 */
export async function regenerateHere(revalidation: Revalidation, server: Pick<ServerEntryConfig, 'port' | 'hostname'>) {
  await callOwnEndpoint(
    `http://${loopbackOf(server.hostname)}:${server.port}/api/revalidate`,
    JSON.stringify(revalidation),
  )
}

async function callOwnEndpoint(endpoint: string, body: string) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {'content-type': 'application/json', [RELAY_HEADER]: identity().relayToken},
    body,
  })
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
}

/** The address this server answers itself on. */
function loopbackOf(hostname: string) {
  if (hostname === '0.0.0.0' || hostname === '') return '127.0.0.1'
  if (hostname === '::') return '[::1]'
  return hostname.includes(':') ? `[${hostname}]` : hostname
}

import {WEBHOOK_PROJECTION} from '@habitum/content/publishing'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import {evaluate, parse} from 'groq-js'
import {isSnapshotDocument} from './contentStore'
import type {Transaction} from './dataset'

export type WebhookTarget = {
  /** The site's publishing endpoint, e.g. http://localhost:3000/api/revalidate. */
  url: string
  /** The secret the site checks (its SANITY_WEBHOOK_SECRET). */
  secret: string
  /**
   * The time signatures are made at, default this machine's. The site refuses a signature more
   * than a few minutes from its own clock (a replayed call): a site under test whose clock is
   * moved gets calls signed at its own time.
   */
  now?: () => number
}

const projection = parse(WEBHOOK_PROJECTION, {mode: 'delta'})

/**
 * Sanity's publishing webhook, as docs/architecture.md ("Publishing") configures it: after each transaction, one signed
 * POST per published content document it created, changed or deleted (drafts, uploads and
 * contact requests call nothing), with the documented projection as the body. Calls go out one at
 * a time in commit order; a failed call is logged, and the transaction stands (as with Sanity).
 */
export function createPublishingWebhook({url, secret, now = Date.now}: WebhookTarget, log: (message: string) => void) {
  let sending = Promise.resolve()
  const notify = (transaction: Transaction) => {
    sending = sending.then(async () => {
      for (const {before, after} of transaction.changes) {
        const document = after ?? before
        if (!document || !isSnapshotDocument(document)) continue
        const body = JSON.stringify(await (await evaluate(projection, {root: document, before, after})).get())
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, now(), secret),
            },
            body,
          })
          if (!response.ok)
            log(
              `publishing webhook: ${url} answered ${response.status} for ${document._id}: ${(await response.text()).slice(0, 200)}`,
            )
        } catch (error) {
          log(
            `publishing webhook: ${url} could not be reached for ${document._id} (${(error as Error).message}); is the site running?`,
          )
        }
      }
    })
  }
  /** Resolves once every call announced so far has been made (for an orderly shutdown and tests). */
  const settled = () => sending
  return {notify, settled}
}

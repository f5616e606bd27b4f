import type {SanityClient, Transaction} from '@sanity/client'
import {randomBytes} from 'node:crypto'
import {
  changeBlocker,
  changeProblem,
  changesProblem,
  documentLabel,
  holdsDocuments,
  LAUNCH_TYPE,
  type Launch,
  type LaunchBefore,
  type LaunchChange,
} from '../../../schemas/launches/rules'
import {
  publicationOf,
  reviewKindOf,
  ruleIsOn,
  type ReviewedDocument,
  type ReviewSettings,
} from '../../../schemas/review/rules'

/**
 * Launches (schemas/launches/rules.ts): the server publishes every change of a launch in ONE
 * mutation transaction, which the Content Lake (and the local lake) applies whole or not at all,
 * so a visitor never sees half a launch; the launch's own record (published, when, what each
 * document was before) is written in that same transaction. Each write is tied to the revision
 * it read (the drafts, the published documents, the launch), so when several servers race one
 * commits and the others get a conflict, read again, and find it done.
 *
 * A mutation transaction rather than document actions: actions cannot write a document without a
 * draft (the launch is liveEdit), and the launch's record must go in the same transaction. A
 * publish is then what the Studio's publish did before actions: each revision locked by a patch
 * with `ifRevisionID`, the published document written from the draft, the draft deleted.
 */

type Stored = ReviewedDocument & {_rev: string; _updatedAt?: string; _createdAt?: string}
type StoredLaunch = Launch & {_rev: string}

/** Unset by the lock patches: no document has it, so the patch only checks the revision. */
const REVISION_LOCK = '_revision_lock_pseudo_field_'

const draftIdOf = (id: string) => `drafts.${id}`

/** What a call did. `already`: published or undone before (another server, or an earlier call). */
export type LaunchOutcome =
  | {outcome: 'published'; documents: string[]}
  | {outcome: 'failed'; problem: string}
  | {outcome: 'already'}
  /** Something changed meanwhile (an editor, another server): the next pass reads everything again. */
  | {outcome: 'conflict'}

/** A launch that cannot be undone (or does not exist), said for editors. */
export class LaunchError extends Error {}

const LAUNCH_AND_SETTINGS = `{
  "launch": *[_type == $type && _id == $id][0],
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0].review
}`

async function readLaunch(client: SanityClient, id: string) {
  const {launch, settings} = await client.fetch<{launch: StoredLaunch | null; settings: ReviewSettings | null}>(
    LAUNCH_AND_SETTINGS,
    {type: LAUNCH_TYPE, id},
    {perspective: 'raw', useCdn: false},
  )
  if (!launch) throw new LaunchError(`No existe el lanzamiento ${id}.`)
  return {launch, settings}
}

/** A document as it is published: its content, without the lake's bookkeeping. */
function contentOf({_rev, _updatedAt, _createdAt, ...content}: Stored): ReviewedDocument {
  void [_rev, _updatedAt, _createdAt]
  return content
}

/** The Studio marks references to unpublished documents weak until they are published; publishing strengthens them. */
function strengthened(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strengthened)
  if (value === null || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  const strengthen = '_strengthenOnPublish' in object
  return Object.fromEntries(
    Object.entries(object)
      .filter(([key]) => !strengthen || (key !== '_weak' && key !== '_strengthenOnPublish'))
      .map(([key, field]) => [key, strengthened(field)]),
  )
}

/** The published document made from a draft, with its publication record where the review rule asks for one. */
function publishedFrom(draft: Stored, publishedId: string, settings: ReviewSettings | null, now: Date) {
  const {review, ...content} = contentOf(draft)
  void review
  const record =
    ruleIsOn(settings) && reviewKindOf(draft._type) ? {publication: publicationOf(draft, now.toISOString())} : {}
  return {...(strengthened(content) as ReviewedDocument), ...record, _id: publishedId}
}

const lock = (transaction: Transaction, id: string, revision: string) =>
  transaction.patch(id, {ifRevisionID: revision, unset: [REVISION_LOCK]})

/** What a refusal of the lake was: a revision that moved (or a document gone), or a rule of the lake. */
function refusalOf(error: unknown): {kind: 'conflict'} | {kind: 'refused'; type: string; id?: string} | undefined {
  const {statusCode, details} = error as {
    statusCode?: number
    details?: {type?: string; items?: Array<{error?: {type?: string; id?: string}}>}
  }
  if (statusCode !== 409 && statusCode !== 404) return undefined
  const item = details?.items?.[0]?.error
  if (item?.type === 'referentialIntegrityError') return {kind: 'refused', type: item.type, id: item.id}
  return {kind: 'conflict'}
}

async function settleFailed(client: SanityClient, launch: StoredLaunch, problem: string): Promise<LaunchOutcome> {
  await client.patch(launch._id).ifRevisionId(launch._rev).set({status: 'failed', problem}).commit({visibility: 'sync'})
  return {outcome: 'failed', problem}
}

/** Why the changes cannot all go live now (each document named), or null. */
function launchBlocker(
  changes: readonly LaunchChange[],
  stored: ReadonlyMap<string, Stored>,
  settings: ReviewSettings | null,
): string | null {
  const listProblem = changesProblem(changes)
  if (listProblem) return listProblem
  const problems = changes.map((change) => {
    const own = changeProblem(change, changes)
    const draft = stored.get(draftIdOf(change.documentId)) ?? null
    const published = stored.get(change.documentId) ?? null
    return own
      ? `${documentLabel(change, draft ?? published)}: ${own}`
      : changeBlocker(change, draft, published, settings)
  })
  const blockers = [...new Set(problems.filter((problem): problem is string => problem !== null))]
  return blockers.length > 0 ? blockers.join('\n') : null
}

async function storedDocuments(client: SanityClient, ids: string[]) {
  if (ids.length === 0) return new Map<string, Stored>()
  // By id, as stored (the document endpoint knows no perspective).
  const documents = (await client.getDocuments(ids)) as Array<Stored | null>
  return new Map(documents.flatMap((document) => (document ? [[document._id, document] as const] : [])))
}

/** A revision id for the launch's transaction, stored on the launch: every document it writes gets it. */
const newRevision = () => `launch-${randomBytes(12).toString('hex')}`

/**
 * Publishes every change of the launch at once, or none: each draft must exist and, under the
 * review rule, carry a valid approval by someone other than its author. Otherwise the launch is
 * marked «No se publicó» with the reason, naming each document that holds it back.
 */
export async function publishLaunch(client: SanityClient, launchId: string, now = new Date()): Promise<LaunchOutcome> {
  const {launch, settings} = await readLaunch(client, launchId)
  if (!holdsDocuments(launch.status)) return {outcome: 'already'}
  const changes = launch.changes ?? []
  let stored = new Map<string, Stored>()
  try {
    stored = await storedDocuments(
      client,
      changes.flatMap((change) => [draftIdOf(change.documentId), change.documentId]),
    )
    const problem = launchBlocker(changes, stored, settings)
    if (problem) return await settleFailed(client, launch, problem)
    const revision = newRevision()
    const transaction = client.transaction()
    const before: LaunchBefore[] = []
    for (const change of changes) {
      const draft = stored.get(draftIdOf(change.documentId))!
      const published = stored.get(change.documentId)
      lock(transaction, draft._id, draft._rev)
      if (published) {
        lock(transaction, published._id, published._rev)
        transaction.createOrReplace(publishedFrom(draft, change.documentId, settings, now))
      } else {
        // `create` fails if another server published it meanwhile.
        transaction.create(publishedFrom(draft, change.documentId, settings, now))
      }
      transaction.delete(draft._id)
      before.push({
        _key: change._key ?? change.documentId,
        _type: 'previous',
        documentId: change.documentId,
        existed: Boolean(published),
        ...(published ? {published: JSON.stringify(contentOf(published))} : {}),
      })
    }
    transaction.patch(launch._id, {
      ifRevisionID: launch._rev,
      set: {status: 'published', publishedAt: now.toISOString(), publishedRevision: revision, before},
      unset: ['problem', 'undoneAt', 'undoProblem'],
    })
    await transaction.commit({transactionId: revision, visibility: 'sync'})
    return {outcome: 'published', documents: changes.map((change) => change.documentId)}
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    const fresh = await readLaunch(client, launchId)
    if (!holdsDocuments(fresh.launch.status)) return {outcome: 'already'}
    if (refusal.kind === 'conflict') return {outcome: 'conflict'}
    return settleFailedOrConflict(client, fresh.launch, integrityProblem(changes, stored, refusal.id))
  }
}

async function settleFailedOrConflict(client: SanityClient, launch: StoredLaunch, problem: string) {
  try {
    return await settleFailed(client, launch, problem)
  } catch (error) {
    if (refusalOf(error)?.kind !== 'conflict') throw error
    return {outcome: 'conflict'} as const
  }
}

/** The lake refused a link to a document that would not exist: said for editors, naming the document when known. */
function integrityProblem(
  changes: readonly LaunchChange[],
  stored: ReadonlyMap<string, Stored>,
  id: string | undefined,
) {
  const change = changes.find((candidate) => candidate.documentId === id)
  const document = change && (stored.get(draftIdOf(change.documentId)) ?? stored.get(change.documentId))
  const which = change ? `${documentLabel(change, document)} enlaza` : 'Un documento del lanzamiento enlaza'
  return `${which} a otro que no está publicado ni en el lanzamiento: añádalo al lanzamiento o publíquelo antes.`
}

/** What an undo did: the documents put back, or nothing because it was undone already. */
export type UndoOutcome = {outcome: 'undone'; documents: string[]} | {outcome: 'already'} | {outcome: 'conflict'}

/**
 * Puts back every document as it was before the launch, in one transaction: the version it had
 * (with the publication record its approval gave it then), or none for a document the launch
 * published first. Refused, naming the documents, when any changed after the launch: undoing
 * would throw that change away.
 */
export async function undoLaunch(client: SanityClient, launchId: string, now = new Date()): Promise<UndoOutcome> {
  const {launch} = await readLaunch(client, launchId)
  if (launch.status === 'undone') return {outcome: 'already'}
  // `undoing`: the Studio's «Deshacer el lanzamiento», which the server runs (undoRequestedLaunches).
  if ((launch.status !== 'published' && launch.status !== 'undoing') || !launch.publishedRevision)
    throw new LaunchError('Solo se puede deshacer un lanzamiento publicado.')
  const before = launch.before ?? []
  const current = await storedDocuments(
    client,
    before.map((entry) => entry.documentId),
  )
  const changed = before.filter((entry) => current.get(entry.documentId)?._rev !== launch.publishedRevision)
  if (changed.length > 0) {
    const names = changed.map((entry) => {
      const change = launch.changes?.find((candidate) => candidate.documentId === entry.documentId)
      return documentLabel(change ?? {documentId: entry.documentId, documentType: ''}, current.get(entry.documentId))
    })
    throw new LaunchError(
      `No se puede deshacer el lanzamiento: ${names.join(', ')} ${changed.length > 1 ? 'cambiaron' : 'cambió'} después de publicarse con él, y deshacerlo borraría ese cambio.`,
    )
  }
  const transaction = client.transaction()
  for (const entry of before) {
    lock(transaction, entry.documentId, launch.publishedRevision)
    if (entry.existed && entry.published) transaction.createOrReplace(JSON.parse(entry.published) as Stored)
    else transaction.delete(entry.documentId)
  }
  transaction.patch(launch._id, {
    ifRevisionID: launch._rev,
    set: {status: 'undone', undoneAt: now.toISOString()},
    unset: ['undoProblem'],
  })
  try {
    await transaction.commit({visibility: 'sync'})
    return {outcome: 'undone', documents: before.map((entry) => entry.documentId)}
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    if (refusal.kind === 'refused')
      throw new LaunchError(
        'No se puede deshacer el lanzamiento: otro documento enlaza ahora a uno que el lanzamiento publicó por primera vez. Quite ese enlace primero.',
      )
    const fresh = await readLaunch(client, launchId)
    return fresh.launch.status === 'undone' ? {outcome: 'already'} : {outcome: 'conflict'}
  }
}

/** What a pass over the due launches did. */
export type LaunchRun = {
  published: Array<{id: string; title?: string; documents: string[]}>
  failed: Array<{id: string; title?: string; problem: string}>
  conflicts: number
}

/** Scheduled and come, or asked for now («Publicar ahora»): a request is due at once. */
const DUE = `*[_type == $type && (status == "scheduled" && publishAt <= $now || status == "requested")]
  | order(coalesce(requestedAt, publishAt) asc){_id, title}`

/**
 * Every launch due: scheduled whose hour has come, or requested from the Studio; the oldest first
 * (web/lib/publishing/scheduled.ts runs it on each pass, and at once when it hears of a request).
 */
export async function publishDueLaunches(client: SanityClient, now = new Date()): Promise<LaunchRun> {
  const run: LaunchRun = {published: [], failed: [], conflicts: 0}
  const due = await client.fetch<Array<{_id: string; title?: string}>>(
    DUE,
    {type: LAUNCH_TYPE, now: now.toISOString()},
    {perspective: 'raw', useCdn: false},
  )
  for (const {_id: id, title} of due) {
    const result = await publishLaunch(client, id, now)
    if (result.outcome === 'published') run.published.push({id, title, documents: result.documents})
    else if (result.outcome === 'failed') run.failed.push({id, title, problem: result.problem})
    else if (result.outcome === 'conflict') run.conflicts += 1
  }
  return run
}

/** What a pass over the undo requests did: the launches undone, and those refused with why. */
export type UndoRun = {
  undone: Array<{id: string; title?: string; documents: string[]}>
  refused: Array<{id: string; title?: string; problem: string}>
  conflicts: number
}

const UNDOING = `*[_type == $type && status == "undoing"] | order(requestedAt asc){_id, _rev, title}`

/**
 * Every launch the Studio asked to undo («Deshacer el lanzamiento»). A refusal puts the launch back
 * to «Publicado» with the reason, which the launch's screen shows; a conflict (an editor, another
 * server) is left to the next pass.
 */
export async function undoRequestedLaunches(client: SanityClient, now = new Date()): Promise<UndoRun> {
  const run: UndoRun = {undone: [], refused: [], conflicts: 0}
  const requested = await client.fetch<Array<{_id: string; _rev: string; title?: string}>>(
    UNDOING,
    {type: LAUNCH_TYPE},
    {perspective: 'raw', useCdn: false},
  )
  for (const {_id: id, _rev: revision, title} of requested) {
    try {
      const result = await undoLaunch(client, id, now)
      if (result.outcome === 'undone') run.undone.push({id, title, documents: result.documents})
      else if (result.outcome === 'conflict') run.conflicts += 1
    } catch (error) {
      if (!(error instanceof LaunchError)) throw error
      const refused = await client
        .patch(id)
        .ifRevisionId(revision)
        .set({status: 'published', undoProblem: error.message})
        .commit({visibility: 'sync'})
        .then(() => true)
        .catch((patchError: unknown) => {
          if (refusalOf(patchError)?.kind !== 'conflict') throw patchError
          return false
        })
      if (refused) run.refused.push({id, title, problem: error.message})
      else run.conflicts += 1
    }
  }
  return run
}

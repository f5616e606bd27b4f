import {randomBytes} from 'node:crypto'
import {referencesIn, type LakeDocument} from './documents'
import {transactionError, type TransactionKind} from './errors'

/** One document's versions around a transaction: `null` is "absent". */
export type Change = {id: string; before: LakeDocument | null; after: LakeDocument | null}

/** A committed transaction: its id is the new revision of every document it changed. */
export type Transaction = {id: string; timestamp: string; identity: string; changes: Change[]}

/** Stores a transaction durably before it is visible; throwing a LakeError refuses it. */
export type Persist = (documents: ReadonlyMap<string, LakeDocument>, transaction: Transaction) => Promise<void>

/** A revision and transaction id in Sanity's style: 22 random letters and digits. */
export function newRevisionId() {
  return randomBytes(16).toString('base64url').replace(/[-_]/g, '').padEnd(22, '0').slice(0, 22)
}

/** The documents a transaction in progress sees: the dataset as it was, plus its own writes. */
export class WorkingSet {
  private readonly written = new Map<string, LakeDocument | null>()

  constructor(private readonly base: ReadonlyMap<string, LakeDocument>) {}

  get(id: string): LakeDocument | null {
    return this.written.has(id) ? this.written.get(id)! : (this.base.get(id) ?? null)
  }

  put(id: string, document: LakeDocument | null) {
    this.written.set(id, document)
  }

  all(): LakeDocument[] {
    const ids = new Set([...this.base.keys(), ...this.written.keys()])
    return [...ids].map((id) => this.get(id)).filter((document) => document !== null)
  }

  /**
   * The documents the transaction wrote. A write that leaves a document as it was still makes a
   * new revision, as in the Content Lake: the Studio waits for the echo of every transaction it
   * sends (a no-op patch included) before it counts a document as saved.
   */
  changes(): Change[] {
    return [...this.written]
      .map(([id, after]) => ({id, before: this.base.get(id) ?? null, after}))
      .filter(({before, after}) => before !== null || after !== null)
  }
}

type TransactOptions = {kind: TransactionKind; transactionId?: string; identity: string; dryRun?: boolean}

/**
 * The documents of one dataset and the only way to change them: transactions, run one at a time,
 * each stored (`persist`) before anyone can see it, then announced to subscribers (listeners,
 * the publishing webhook) in commit order.
 */
export class Dataset {
  private documents: Map<string, LakeDocument>
  private queue: Promise<unknown> = Promise.resolve()
  private readonly subscribers = new Set<(transaction: Transaction) => void>()

  constructor(
    documents: Iterable<LakeDocument>,
    private readonly persist: Persist,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.documents = new Map([...documents].map((document) => [document._id, document]))
  }

  get(id: string): LakeDocument | null {
    return this.documents.get(id) ?? null
  }

  all(): LakeDocument[] {
    return [...this.documents.values()]
  }

  snapshot(): ReadonlyMap<string, LakeDocument> {
    return this.documents
  }

  subscribe(subscriber: (transaction: Transaction) => void) {
    this.subscribers.add(subscriber)
    return () => void this.subscribers.delete(subscriber)
  }

  /**
   * Runs `write` on a working set and commits what it changed as one transaction: every changed
   * document gets the transaction id as its `_rev` and the time as `_updatedAt`. Nothing is
   * stored or announced when `write` or the checks throw, or for a dry run.
   */
  transact(write: (documents: WorkingSet) => void | Promise<void>, options: TransactOptions): Promise<Transaction> {
    const run = this.queue.then(() => this.commit(write, options))
    this.queue = run.catch(() => undefined)
    return run
  }

  private async commit(
    write: (documents: WorkingSet) => void | Promise<void>,
    {kind, transactionId, identity, dryRun}: TransactOptions,
  ) {
    const working = new WorkingSet(this.documents)
    await write(working)
    const id = transactionId ?? newRevisionId()
    const timestamp = this.clock().toISOString()
    const changes = working.changes().map(({id: documentId, before, after}) => ({
      id: documentId,
      before,
      after: after && {
        ...after,
        _id: documentId,
        _rev: id,
        _createdAt: before?._createdAt ?? after._createdAt ?? timestamp,
        _updatedAt: timestamp,
      },
    }))
    const next = new Map(this.documents)
    for (const change of changes) {
      if (change.after) next.set(change.id, change.after)
      else next.delete(change.id)
    }
    checkReferentialIntegrity(changes, next, kind)
    const transaction: Transaction = {id, timestamp, identity, changes}
    if (dryRun || changes.length === 0) return transaction
    await this.persist(next, transaction)
    this.documents = next
    for (const subscriber of this.subscribers) subscriber(transaction)
    return transaction
  }
}

/**
 * As the Content Lake: a strong reference must point at a document that exists, and a document
 * that others reference strongly cannot be deleted. (Weak references may dangle.)
 */
function checkReferentialIntegrity(
  changes: Change[],
  documents: ReadonlyMap<string, LakeDocument>,
  kind: TransactionKind,
) {
  for (const {id, after} of changes) {
    const missing = after && referencesIn(after).find((reference) => !reference.weak && !documents.has(reference.ref))
    if (missing) {
      throw integrityError(
        kind,
        `Document "${id}" references non-existent document "${missing.ref}" (at ${missing.path})`,
        id,
      )
    }
  }
  const deleted = new Set(changes.filter((change) => !change.after).map((change) => change.id))
  if (deleted.size === 0) return
  for (const document of documents.values()) {
    const reference = referencesIn(document).find((candidate) => !candidate.weak && deleted.has(candidate.ref))
    if (reference) {
      throw integrityError(
        kind,
        `Document "${reference.ref}" cannot be deleted as there are references to it from "${document._id}" (at ${reference.path})`,
        reference.ref,
      )
    }
  }
}

function integrityError(kind: TransactionKind, description: string, id: string) {
  return transactionError(kind, 409, {type: 'referentialIntegrityError', description, id})
}

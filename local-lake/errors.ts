/**
 * Errors in the shape the Content Lake answers with, `{error: {type, description, …}}`, which
 * @sanity/client turns into its messages (a mutation or action error lists its items).
 */
export class LakeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    description: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(description)
  }

  body() {
    return {error: {type: this.type, description: this.message, ...this.details}, statusCode: this.statusCode}
  }
}

/** A request the lake cannot read: the description names the field at fault. */
export const invalidRequest = (description: string) => new LakeError(400, 'validationError', description)

export const notFound = (description: string) => new LakeError(404, 'notFoundError', description)

/** What a transaction is called in its errors: a request to data/mutate or to data/actions. */
export type TransactionKind = 'mutation' | 'action'

type Item = {type: string; description: string; id?: string; index?: number}

/**
 * A refused transaction, as Sanity reports it: the transaction's error, with an item naming the
 * error type, the document and the index of the mutation or action at fault.
 */
export function transactionError(kind: TransactionKind, statusCode: number, {type, description, id, index}: Item) {
  return new LakeError(statusCode, `${kind}Error`, `The ${kind}(s) failed: ${description}`, {
    items: [{error: {type, description, ...(id === undefined ? {} : {id})}, ...(index === undefined ? {} : {index})}],
  })
}

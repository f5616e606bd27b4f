import {diffArrays, diffWords} from 'diff'
import {plainText, type Block} from './portableText'

/**
 * What changed between two revisions of a legal text, paragraph by paragraph: paragraphs are
 * matched in order (jsdiff's `diffArrays`, on their style and text); a removed paragraph followed
 * by an added one of the same kind is a changed paragraph, whose words are compared (`diffWords`). Headings stay
 * headings, list items list items.
 */

/** A run of words: in both revisions, only in the newer one (added) or only in the older (removed). */
export type DiffPart = {text: string; change?: 'added' | 'removed'}

export type DiffParagraph = {
  /** A paragraph kept as it was, changed, new in the newer revision, or gone from it. */
  kind: 'same' | 'changed' | 'added' | 'removed'
  /** The block's style (`normal`, `h2`, `h3`…) and list type, from the newer revision when both have it. */
  style: string
  listItem?: string
  parts: DiffPart[]
}

type Paragraph = {style: string; listItem?: string; text: string}

/** Each text block of a Portable Text body as a paragraph (other blocks carry no words). */
function paragraphsOf(body: unknown): Paragraph[] {
  return (Array.isArray(body) ? (body as Array<Block & {listItem?: string}>) : [])
    .filter((block) => block._type === 'block')
    .map((block) => ({style: block.style ?? 'normal', listItem: block.listItem, text: plainText(block)}))
}

export function diffRevisions(olderBody: unknown, newerBody: unknown): DiffParagraph[] {
  const same = (a: Paragraph, b: Paragraph) => a.style === b.style && a.listItem === b.listItem && a.text === b.text
  const changes = diffArrays(paragraphsOf(olderBody), paragraphsOf(newerBody), {comparator: same})
  const result: DiffParagraph[] = []
  for (let index = 0; index < changes.length; index++) {
    const change = changes[index]!
    const next = changes[index + 1]
    if (change.removed && next?.added) {
      // Paragraphs replaced in place: compared word by word, pair by pair when they are the same
      // kind of block (a paragraph that became a heading is one removed and one added); the rest
      // stand alone.
      const pairs = Math.min(change.value.length, next.value.length)
      for (let pair = 0; pair < pairs; pair++) {
        const [older, newer] = [change.value[pair]!, next.value[pair]!]
        if (older.style === newer.style && older.listItem === newer.listItem) result.push(changedParagraph(older, newer))
        else result.push(whole(older, 'removed'), whole(newer, 'added'))
      }
      result.push(...change.value.slice(pairs).map((paragraph) => whole(paragraph, 'removed')))
      result.push(...next.value.slice(pairs).map((paragraph) => whole(paragraph, 'added')))
      index++
    } else {
      const kind = change.added ? 'added' : change.removed ? 'removed' : 'same'
      result.push(...change.value.map((paragraph) => whole(paragraph, kind)))
    }
  }
  return result
}

function whole(paragraph: Paragraph, kind: 'same' | 'added' | 'removed'): DiffParagraph {
  const change = kind === 'same' ? undefined : kind
  return {kind, style: paragraph.style, listItem: paragraph.listItem, parts: [{text: paragraph.text, ...(change && {change})}]}
}

function changedParagraph(older: Paragraph, newer: Paragraph): DiffParagraph {
  const parts = diffWords(older.text, newer.text).map((part) => ({
    text: part.value,
    ...(part.added ? {change: 'added' as const} : part.removed ? {change: 'removed' as const} : {}),
  }))
  return {kind: 'changed', style: newer.style, listItem: newer.listItem, parts}
}

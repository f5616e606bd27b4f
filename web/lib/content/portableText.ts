/** Helpers over Portable Text blocks: plain text, heading anchors, a table of contents. */
import {toPlainText, type PortableTextBlock} from '@portabletext/react'

export type Block = {_key?: string; _type?: string; style?: string; children?: unknown[]}

/** A block's text without marks (Portable Text's own reading of spans). */
export const plainText = (block: Block): string => toPlainText(block as PortableTextBlock)

/** «Aceptación y consentimiento» → «aceptacion-y-consentimiento». */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** An id for every h2/h3 block, unique within the document, keyed by the block's _key. */
export function headingAnchors(blocks: unknown): Map<string, string> {
  const anchors = new Map<string, string>()
  const used = new Map<string, number>()
  for (const block of Array.isArray(blocks) ? (blocks as Block[]) : []) {
    if (block._type !== 'block' || (block.style !== 'h2' && block.style !== 'h3') || !block._key) continue
    const base = slugify(plainText(block)) || 'seccion'
    const count = (used.get(base) ?? 0) + 1
    used.set(base, count)
    anchors.set(block._key, count === 1 ? base : `${base}-${count}`)
  }
  return anchors
}

/** The document's h2 headings, in order, with their anchors. */
export function tableOfContents(blocks: unknown): Array<{id: string; text: string}> {
  const anchors = headingAnchors(blocks)
  return (Array.isArray(blocks) ? (blocks as Block[]) : [])
    .filter((block) => block.style === 'h2' && block._key && anchors.has(block._key))
    .map((block) => ({id: anchors.get(block._key!)!, text: plainText(block)}))
}

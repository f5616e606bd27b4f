import type {ObjectSchemaType, Path, SchemaType} from 'sanity'

/**
 * Where a problem of a document is, in the form's words: each field by its title, each list item
 * by its type's, and the parts of a rich text as an editor sees them, never by the names of
 * Sanity's storage («Block», «Mark definitions», «Children»): a link is «Enlace «its words»», the
 * words it links; a paragraph is «Párrafo «its first words…»».
 */
export type Step = {type: SchemaType; title?: string; segment: Path[number]}

type Item = {_key?: string; _type?: string}
type Span = {_type?: string; text?: string; marks?: string[]}
type Block = Item & {children?: Span[]; markDefs?: Item[]}

/** Words quoted in a step: at most a few, so the path stays one line. */
const EXCERPT_WORDS = 6

function quoted(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const excerpt = words.slice(0, EXCERPT_WORDS).join(' ')
  return ` «${excerpt}${words.length > EXCERPT_WORDS ? '…' : ''}»`
}

const isBlock = (type: SchemaType | undefined): boolean =>
  Boolean(type && (type.name === 'block' || isBlock(type.type)))

/** The words of a paragraph that carry one of its marks (a link's words). */
const wordsMarked = (block: Block, mark: string) =>
  (block.children ?? [])
    .filter((span) => span.marks?.includes(mark))
    .map((span) => span.text ?? '')
    .join('')

/** The titles of the steps inside a paragraph (`rest` follows the paragraph's own step). */
function namedInParagraph(block: Block, blockStep: Step, rest: Step[]): Step[] {
  const [part, item] = rest
  if (!part) return [blockStep]
  const key = item && typeof item.segment === 'object' && '_key' in item.segment ? item.segment._key : undefined
  const untitled = (step: Step): Step => ({...step, title: undefined})
  // A link (a mark definition): named by the words it links; its address is what the message quotes.
  if (part.segment === 'markDefs' && item) {
    const words = key ? wordsMarked(block, key) : ''
    return [untitled(blockStep), untitled(part), {...item, title: `${item.title ?? 'Enlace'}${quoted(words)}`}].concat(
      rest.slice(2).map(untitled),
    )
  }
  // Words of the paragraph, or an object inside them (a legal term): by their own words or title.
  if (part.segment === 'children' && item) {
    const child = (block.children ?? []).find((candidate) => (candidate as Item)._key === key)
    const title = child?._type === 'span' ? `Texto${quoted(child.text ?? '')}` : (item.title ?? 'Texto')
    return [untitled(blockStep), untitled(part), {...item, title}, ...rest.slice(2)]
  }
  return [blockStep, ...rest]
}

/** The paragraph's own words, for naming it when the problem is the paragraph itself. */
const paragraphWords = (block: Block) => (block.children ?? []).map((span) => span.text ?? '').join('')

/**
 * The schema types a path goes through, each with the title the form gives it: a field by its
 * title, an array item by its type's (found by the value's `_type`), a rich text's parts by what
 * they show (above). A step without a title is part of the path but not said.
 */
export function walk(schemaType: SchemaType, document: unknown, path: Path): Step[] {
  const steps: Step[] = []
  let type: SchemaType | undefined = schemaType
  let value: unknown = document
  for (const [index, segment] of path.entries()) {
    if (!type) break
    if (typeof segment === 'string' && 'fields' in type) {
      const field: ObjectSchemaType['fields'][number] | undefined = (type as ObjectSchemaType).fields.find(
        (candidate) => candidate.name === segment,
      )
      type = field?.type
      value = (value as Record<string, unknown> | undefined)?.[segment]
      if (field) steps.push({type: field.type, title: field.type.title ?? field.name, segment})
    } else if (type.jsonType === 'array') {
      const items = (value as Item[] | undefined) ?? []
      const item =
        typeof segment === 'object' && segment !== null && '_key' in segment
          ? items.find((candidate) => candidate._key === segment._key)
          : typeof segment === 'number'
            ? items[segment]
            : undefined
      const of: SchemaType[] = 'of' in type ? (type as {of: SchemaType[]}).of : []
      type = of.find((candidate) => candidate.name === item?._type) ?? of[0]
      value = item
      // By key, as the form opens items: an index would name another item once the list moves.
      const keyed = item?._key ? {_key: item._key} : segment
      if (!type) continue
      const step: Step = {type, title: type.title, segment: keyed}
      if (isBlock(type) && item) {
        const inside = walk(type, item, path.slice(index + 1))
        const named = inside.length
          ? namedInParagraph(item as Block, step, inside)
          : [{...step, title: `${step.title ?? 'Párrafo'}${quoted(paragraphWords(item as Block))}`}]
        return [...steps, ...named]
      }
      steps.push(step)
    }
  }
  return steps
}

/** Where the steps lead, said as the form says it («Secciones / Llamada final / Botón / Destino»). */
export const whereOf = (steps: Step[]) => steps.flatMap((step) => (step.title ? [step.title] : [])).join(' / ')

/**
 * What each image is, said from where it is used: its Spanish description; for an image without
 * one, what it stands beside or belongs to («Logo de Clínica Arboleda Norte», «Icono de «Registro
 * de peso»»). Pure, so the migration's choices are tested without a lake.
 */

type Node = Record<string, unknown>
type Document = Node & {_id: string; _type: string}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

/** A localized text's Spanish, or a plain string. */
const spanish = (value: unknown) => text(value) ?? text((value as Node | undefined)?.es)

/** What an object is called: its title, heading or name, in Spanish. */
const nameOf = (node: Node) => spanish(node.title) ?? spanish(node.heading) ?? spanish(node.name)

/** How an image without a description is titled, by the field that holds it. */
const BY_FIELD: Record<string, (name: string) => string> = {
  logo: (name) => `Logo de ${name}`,
  icon: (name) => `Icono de «${name}»`,
  backdrop: (name) => `Fondo de «${name}»`,
}

/** The title of the image `image`, held as `field` of `ancestors.at(-1)` (the document first). */
function titleOf(image: Node, field: string | undefined, ancestors: readonly Node[]): string | undefined {
  const described = spanish(image.alt)
  if (described) return described
  // An English image beside its Spanish one («screenEn» beside «screen»): the Spanish one's description.
  const parent = ancestors.at(-1)
  if (field?.endsWith('En') && parent) {
    const beside = spanish((parent[field.slice(0, -2)] as Node | undefined)?.alt)
    if (beside) return `${beside} (en inglés)`
  }
  const name = [...ancestors].reverse().map(nameOf).find(Boolean)
  if (!name) return undefined
  return (field && BY_FIELD[field]?.(name)) ?? `Imagen de «${name}»`
}

/**
 * Every image asset's title, by asset id, from the documents that use it: a published document's
 * use before a draft's, a description before a title made from where it stands, then the first.
 */
export function imageTitles(documents: readonly Document[]): Map<string, string> {
  const found = new Map<string, {title: string; rank: number}>()
  const visit = (value: unknown, field: string | undefined, ancestors: Node[], draft: boolean) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, field, ancestors, draft))
    if (!value || typeof value !== 'object') return
    const node = value as Node
    const ref = text((node.asset as Node | undefined)?._ref)
    if (ref?.startsWith('image-')) {
      const title = titleOf(node, field, ancestors)
      const rank = (draft ? 2 : 0) + (spanish(node.alt) ? 0 : 1)
      const before = found.get(ref)
      if (title && (!before || rank < before.rank)) found.set(ref, {title, rank})
    }
    for (const [key, child] of Object.entries(node)) {
      if (!key.startsWith('_')) visit(child, key, [...ancestors, node], draft)
    }
  }
  for (const document of documents) {
    if (document._type.startsWith('sanity.')) continue
    visit(document, undefined, [], document._id.startsWith('drafts.'))
  }
  return new Map([...found].map(([ref, {title}]) => [ref, title]))
}

/** The name an image shows in the image browser: its title, without what a file name may not hold. */
export function fileNameOf(title: string, extension: string) {
  const name = title
    .replace(/\s*:\s*/g, ' - ')
    .replace(/[\\/*?"<>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return `${name}.${extension}`
}

/** The name Sanity's export gives an image file (`<sha1>-<width>x<height>.<ext>`): no one chose it. */
export const isExportName = (name: unknown) => typeof name !== 'string' || /^[0-9a-f]{40}-\d+x\d+\.\w+$/.test(name)

import {at, defineMigration, patch, unset, type Path} from 'sanity/migrate'

type Node = Record<string, unknown>

/**
 * Where a document holds an image object with no file in a field of its own (not an item of a
 * list of images, which the editor sees and can remove): what the Studio left in every new page's
 * «Imagen para compartir» and in every new section's optional image (issue 53).
 */
function emptyImages(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item: Node, index) =>
      emptyImages(item, [...path, typeof item?._key === 'string' ? {_key: item._key} : index]),
    )
  if (!value || typeof value !== 'object') return []
  const node = value as Node
  const inList = typeof path.at(-1) !== 'string'
  if (node._type === 'imageWithAlt' && !(node.asset as {_ref?: string} | undefined)?._ref)
    return path.length > 0 && !inList ? [path] : []
  return Object.entries(node).flatMap(([key, child]) => (key.startsWith('_') ? [] : emptyImages(child, [...path, key])))
}

/**
 * An image field that holds an object with no file (`{_type: 'imageWithAlt', decorative: false}`,
 * written by the Studio when «Imagen decorativa» had an initial value, until 2026-11-28) is
 * emptied, as the editor saw it: the site already drew no image for it, and a page shares the
 * card the site draws for it. Drafts alike. Each patch is tied to the revision read; a second run
 * finds nothing to do.
 */
export default defineMigration({
  title: 'Image fields holding no file are emptied',
  migrate: {
    document(document) {
      const paths = emptyImages(document)
      if (paths.length === 0) return []
      return patch(
        document._id,
        paths.map((path) => at(path, unset())),
        {ifRevision: document._rev},
      )
    },
  },
})

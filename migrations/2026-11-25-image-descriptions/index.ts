import {at, defineMigration, patch, set, unset, type NodePatch, type Path} from 'sanity/migrate'

/** The opening blocks whose backdrop is 2026-11-25-hero-backdrop's to change, not this migration's. */
const OPENING_BLOCKS = new Set(['hero', 'planHero'])

type Image = {asset?: {_ref?: unknown}; alt?: {es?: unknown; en?: unknown}; decorative?: unknown}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const written = (text: unknown) => typeof text === 'string' && text.trim() !== ''

/** An image the site drew with alt="" in both languages: a file, and no description in either. */
const shownWithoutDescription = (image: Image) =>
  typeof image.asset?._ref === 'string' &&
  image.decorative === undefined &&
  !written(image.alt?.es) &&
  !written(image.alt?.en)

/** Every `imageWithAlt` of a value, with its path (keyed segments where the array items have keys). */
function* imagesIn(value: unknown, path: Path): Generator<{image: Image; path: Path}> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const key = isObject(item) && typeof item._key === 'string' ? item._key : undefined
      yield* imagesIn(item, [...path, key === undefined ? index : {_key: key}])
    }
    return
  }
  if (!isObject(value)) return
  if (value._type === 'imageWithAlt') {
    yield {image: value as Image, path}
    return
  }
  const isOpeningBlock = typeof value._type === 'string' && OPENING_BLOCKS.has(value._type)
  for (const [field, child] of Object.entries(value)) {
    if (field.startsWith('_') || (isOpeningBlock && field === 'backdrop')) continue
    yield* imagesIn(child, [...path, field])
  }
}

/**
 * 3ebd4be (2026-11-25, «Every image is described in each language its page has, or marked
 * decorative»): an `imageWithAlt` needs a description in Spanish (and in English where the page
 * has English) unless it is marked «Imagen decorativa», a field that did not exist before. Until
 * then an empty description was the way to say decorative (the field's help read «Vacío solo si es
 * decorativa») and the site gave such an image alt="" in both languages, so screen readers skipped
 * it: marking it decorative keeps exactly that, and removes the empty description the Studio now
 * hides. The bundled snapshot's feature icons were changed so in 23a2324; this does the same for
 * every image of a page or of the site settings, drafts included.
 *
 * Left to editors, and named by the content check (`npm run content:validate`): an image described
 * in Spanish only on a page that has English (the English page showed the Spanish description; no
 * migration can write the English one), or in English only. An image with no file, an image already
 * marked either way, and the hero backdrops (2026-11-25-hero-backdrop) are not touched, so a second
 * run sends nothing; each patch is tied to the revision read, so a description written meanwhile is
 * never removed.
 */
export default defineMigration({
  title: 'Images with no description in either language are marked decorative, as the site already drew them',
  documentTypes: ['page', 'siteSettings'],
  migrate: {
    document(document) {
      const patches: NodePatch[] = []
      for (const {image, path} of imagesIn(document, [])) {
        if (!shownWithoutDescription(image)) continue
        patches.push(at([...path, 'decorative'], set(true)))
        if (image.alt !== undefined) patches.push(at([...path, 'alt'], unset()))
      }
      if (patches.length === 0) return undefined
      return patch(document._id, patches, {ifRevision: document._rev})
    },
  },
})

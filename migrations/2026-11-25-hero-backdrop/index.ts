import {at, defineMigration, patch, set, unset, type NodePatch, type Path} from 'sanity/migrate'

/** The opening blocks that have a backdrop: web/sections/hero and web/sections/planHero (`backdropField`). */
const OPENING_BLOCKS = new Set(['hero', 'planHero'])

/**
 * What a backdrop kept of its old shape that a plain image drawn whole has no use for: the
 * description (`alt`) and the decorative flag of an `imageWithAlt`, the crop and focal point its
 * `hotspot: true` offered.
 */
const LEFT_BEHIND = ['alt', 'decorative', 'crop', 'hotspot'] as const

type Backdrop = {_type?: unknown} & Partial<Record<(typeof LEFT_BEHIND)[number], unknown>>
type Section = {_type?: unknown; _key?: unknown; backdrop?: unknown}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The changes one backdrop needs, at its path; none when it has the new shape already. */
function backdropPatches(backdrop: Backdrop, path: Path): NodePatch[] {
  return [
    ...(backdrop._type === 'image' ? [] : [at([...path, '_type'], set('image'))]),
    ...LEFT_BEHIND.filter((field) => backdrop[field] !== undefined).map((field) => at([...path, field], unset())),
  ]
}

/**
 * The hero's and the plan hero's «Fondo decorativo» became a plain image drawn whole, in two
 * changes of the same day:
 * - 379b079 (2026-11-25, «Hero backdrop drawn whole»): the Studio offers no crop or focal point
 *   for it (`options: {hotspot: false}`) and the site applies none. A crop set before stays in the
 *   dataset, hidden from the editor who could no longer clear it: it is removed, as the bundled
 *   snapshot's was in that commit, so that what is stored is what the site draws.
 * - 3ebd4be (2026-11-25, «Every image is described… or marked decorative»): its type went from
 *   `imageWithAlt` to `image`, decorative by design (the site gives it alt=""), with no description
 *   to ask for. The stored `_type` follows, and the description it can no longer have is removed
 *   (the Studio would list it as an unknown field), as the snapshot's was in 23a2324.
 * The file itself (`asset`) is kept. Drafts alike. A backdrop already plain and whole is not
 * touched, so a second run sends nothing; each patch is tied to the revision read, so an edit made
 * meanwhile fails the run (run it again) rather than being overwritten.
 */
export default defineMigration({
  title: 'Hero backdrops: a plain image drawn whole (no description, crop or focal point)',
  documentTypes: ['page'],
  migrate: {
    document(page) {
      const sections: unknown[] = Array.isArray(page.sections) ? page.sections : []
      const patches = sections.flatMap((section, index) => {
        if (!isObject(section)) return []
        const {_type, _key, backdrop} = section as Section
        if (typeof _type !== 'string' || !OPENING_BLOCKS.has(_type) || !isObject(backdrop)) return []
        return backdropPatches(backdrop, ['sections', typeof _key === 'string' ? {_key} : index, 'backdrop'])
      })
      if (patches.length === 0) return undefined
      return patch(page._id, patches, {ifRevision: page._rev})
    },
  },
})

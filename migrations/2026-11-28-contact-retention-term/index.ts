import {at, defineMigration, patch, set, setIfMissing, type NodePatch} from 'sanity/migrate'
import {
  CONTACT_RETENTION_MONTHS,
  NOTICE,
  OLD_NOTICE,
  OLD_POLICY_ITEM,
  OLD_RIGHTS_REQUEST,
  policyItemChildren,
  rightsRequest,
} from './texts'
import {PRIVACY_POLICY_SLUG} from '../../schemas/legalSlugs'

type Child = {_type?: string; text?: string}
type Block = {_type?: string; _key?: string; children?: Child[]}
type Bilingual = {es?: Block[]; en?: Block[]}
type Revision = {_key?: string; body?: Bilingual; contactRetentionMonths?: number}

/** A text's words, its spans' joined (a term inline is not a span: a migrated text never matches). */
const wordsOf = (blocks: Block[] | undefined) =>
  (blocks ?? [])
    .map((block) =>
      (block.children ?? []).map((child) => (child._type === 'span' ? (child.text ?? '') : '\u0000')).join(''),
    )
    .join('\n')

/**
 * The English notice as first written, whether or not 2026-11-28-organization-spelling (which may
 * run before this one on a dataset) has already respelled its «organisation».
 */
const usSpelling = (words: string) => words.replace(/organisation/g, 'organization')

/**
 * Issue 52: the contact form's notice says how long the data is kept, in the same words as the
 * privacy policy, from one number legal edits in the Studio (the policy revision's «Conservación
 * de los datos de contacto», shown where a text has that term, schemas/objects/legalTerm.ts); and
 * the notice speaks as the rest of the section does (usted: «Escríbanos», «Escriba su consulta»),
 * not in voseo.
 *
 * - «Formulario de contacto»: a notice still as first written (2026-11-27-contact-form) becomes the
 *   new one, in each language on its own; the Spanish rights notice's last paragraph likewise. A
 *   text the legal team already changed is theirs: kept as it is (the content check then asks for
 *   the term in the notice, naming the field).
 * - The privacy policy: the item on contact data of a revision that still says «mientras sea
 *   necesario … dentro del mismo plazo máximo» says the term instead, and that revision gets 24
 *   months (what the site's server deletes leads after by default: the policy's 5-year limit
 *   was never what happened to them). Its dates are not changed: the legal team decides whether
 *   this clarification is published as a new revision instead.
 *
 * Drafts alike. Each patch is tied to the revision read; a second run finds nothing to do.
 */
export default defineMigration({
  title: 'The contact notice says how long data is kept, from the privacy policy’s term, in usted',
  documentTypes: ['contactForm', 'legalDocument'],
  migrate: {
    document(document) {
      const patches: NodePatch[] =
        document._type === 'contactForm'
          ? contactFormPatches(document as {notice?: Bilingual; rightsNotice?: Bilingual})
          : policyPatches(document as {slug?: {current?: string}; revisions?: Revision[]})
      if (patches.length === 0) return undefined
      return patch(document._id, patches, {ifRevision: document._rev})
    },
  },
})

function contactFormPatches({notice, rightsNotice}: {notice?: Bilingual; rightsNotice?: Bilingual}): NodePatch[] {
  const patches: NodePatch[] = []
  for (const language of ['es', 'en'] as const) {
    if (usSpelling(wordsOf(notice?.[language])) === usSpelling(OLD_NOTICE[language]))
      patches.push(at(['notice', language], set(NOTICE[language])))
  }
  for (const block of rightsNotice?.es ?? []) {
    if (block._key && wordsOf([block]) === OLD_RIGHTS_REQUEST) {
      patches.push(at(['rightsNotice', 'es', {_key: block._key}], set(rightsRequest(block._key))))
    }
  }
  return patches
}

function policyPatches({slug, revisions}: {slug?: {current?: string}; revisions?: Revision[]}): NodePatch[] {
  if (slug?.current !== PRIVACY_POLICY_SLUG) return []
  return (revisions ?? []).flatMap((revision) => {
    const item = revision.body?.es?.find((block) => wordsOf([block]) === OLD_POLICY_ITEM)
    if (!revision._key || !item?._key) return []
    const where = ['revisions', {_key: revision._key}] as const
    return [
      at([...where, 'body', 'es', {_key: item._key}, 'children'], set(policyItemChildren(item._key))),
      at([...where, 'contactRetentionMonths'], setIfMissing(CONTACT_RETENTION_MONTHS)),
    ]
  })
}

import type {LegalTermName} from '../../../schemas/objects/legalTerm'
import type {Language} from '../i18n/languages'

/**
 * The privacy policy's terms, said in the texts that name them (schemas/objects/legalTerm.ts): the
 * policy's own text and the contact form's notice both show the value of the policy's revision,
 * so they say the same thing. Filled in by the content layer, before anything draws, copies or
 * hashes the text: every reader sees plain words.
 */

/** A revision's values of the terms. */
export type LegalTermValues = {contactRetentionMonths?: number | null}

const MONTHS: Record<Language, (months: number) => string> = {
  es: (months) => `${months} ${months === 1 ? 'mes' : 'meses'}`,
  en: (months) => `${months} ${months === 1 ? 'month' : 'months'}`,
}

/** What a text says where a term has no value (a revision without it): never a blank. */
const UNSET: Record<Language, string> = {
  es: 'el plazo que fija la Política de privacidad',
  en: 'the period the Privacy Policy sets',
}

/** A term's words, in `lang`. */
export function legalTermWords(term: LegalTermName, values: LegalTermValues | undefined, lang: Language): string {
  const months = values?.contactRetentionMonths
  return term === 'contactRetention' && typeof months === 'number' ? MONTHS[lang](months) : UNSET[lang]
}

type Child = {_type?: string; _key?: string; term?: string}
type Block = {_type?: string; children?: unknown}

/** `blocks` with each term written out as a plain span (its key kept), in `lang`. */
export function withLegalTerms<T>(blocks: T, values: LegalTermValues | undefined, lang: Language): T {
  if (!Array.isArray(blocks)) return blocks
  return blocks.map((block: Block) => {
    if (block?._type !== 'block' || !Array.isArray(block.children)) return block
    if (!block.children.some((child: Child) => child?._type === 'legalTerm')) return block
    return {
      ...block,
      children: block.children.map((child: Child) =>
        child?._type === 'legalTerm'
          ? {
              _type: 'span',
              _key: child._key,
              text: legalTermWords(child.term as LegalTermName, values, lang),
              marks: [],
            }
          : child,
      ),
    }
  }) as T
}

import {ClockIcon} from '@sanity/icons/Clock'
import {defineField, defineType} from 'sanity'
import {PRIVACY_POLICY_SLUG} from '../legalSlugs'

/**
 * A term the privacy policy sets, written into a text where it is said (an inline object of
 * blockContent): the policy's revision holds its value, and each text that says it shows that
 * value (web/lib/content/legalTerms.ts), so the policy and the contact form's notice cannot
 * say different things. Legal edits the number in one place.
 */
export const LEGAL_TERMS = {
  contactRetention: 'Conservación de los datos de contacto',
} as const
export type LegalTermName = keyof typeof LEGAL_TERMS

type Child = {_type?: string; term?: string}
type Block = {children?: Child[]}

/** Whether Portable Text blocks say the term `name` somewhere. */
export function saysLegalTerm(blocks: unknown, name: LegalTermName): boolean {
  return (
    Array.isArray(blocks) &&
    (blocks as Block[]).some((block) =>
      (block.children ?? []).some((child) => child._type === legalTerm.name && child.term === name),
    )
  )
}

/** Where a term may be said: the privacy policy, and the contact form's notice, which repeats it. */
function isSaidWhereSet(document: {_type?: string; slug?: {current?: string}} | undefined): boolean {
  return document?._type === 'contactForm' || document?.slug?.current === PRIVACY_POLICY_SLUG
}

export const legalTerm = defineType({
  name: 'legalTerm',
  title: 'Plazo de la Política de privacidad',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'term',
      title: 'Plazo',
      description: 'Se muestra con el valor que fija la versión vigente de la Política de privacidad',
      type: 'string',
      options: {
        list: Object.entries(LEGAL_TERMS).map(([value, title]) => ({value, title})),
        layout: 'radio',
      },
      initialValue: 'contactRetention',
      validation: (rule) => rule.required().error('Elija el plazo'),
    }),
  ],
  validation: (rule) =>
    rule
      .custom((_value, context) =>
        isSaidWhereSet(context.document as Parameters<typeof isSaidWhereSet>[0])
          ? true
          : 'Solo en la Política de privacidad y en el aviso del formulario de contacto',
      )
      .error(),
  preview: {
    select: {term: 'term'},
    prepare: ({term}: {term?: string}) => ({
      title: LEGAL_TERMS[term as LegalTermName] ?? 'Plazo',
    }),
  },
})

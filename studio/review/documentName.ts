import type {ReviewedDocument} from '../../schemas/review/rules'

/**
 * How editors know a document: a page by its title, a question by its text, a legal text by its
 * title, the contact form (a singleton) by its name in the desk. The review's list and its
 * messages name documents so.
 */
export function documentName(document: ReviewedDocument) {
  const text = (field: string) => (document[field] as {es?: string} | undefined)?.es
  if (document._type === 'faqItem') return text('question') ?? 'Pregunta sin texto'
  if (document._type === 'contactForm') return 'Formulario de contacto'
  return text('title') ?? 'Sin título'
}

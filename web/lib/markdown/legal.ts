import type {LegalDocument, LegalRevision} from '../content'
import {formatDate} from '../content/legal'
import {heading, paragraph, richText, toMarkdown, type MarkdownContext} from './blocks'

/** A legal text's revision in force as Markdown: its title, its dates, the note of a Spanish-only text, its body. */
export function legalMarkdown(document: LegalDocument, revision: LegalRevision, context: MarkdownContext): string {
  const {dictionary, locale} = context
  const dates = [
    revision.lastUpdated && `${dictionary.lastUpdated}: ${formatDate(revision.lastUpdated, locale.lang)}`,
    revision.inForce && `${dictionary.inForceSince}: ${formatDate(revision.inForce, locale.lang)}`,
  ].filter(Boolean)
  const spanishOnly = revision.bodyLanguage !== locale.lang ? dictionary.legal.spanishOnly : ''
  return `${toMarkdown(
    [
      ...heading(document.title, 1),
      ...paragraph(dates.join(' · ')),
      ...paragraph(spanishOnly),
      ...richText(revision.body),
    ],
    context,
  )}\n`
}

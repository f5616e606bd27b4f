import type {LegalDocument, LegalRevision} from '../content'
import {earlierRevisions, formatDate} from '../content/legal'
import {canonicalAddress} from '../i18n/links'
import {heading, linkItem, paragraph, richText, toMarkdown, type MarkdownBlock, type MarkdownContext} from './blocks'

/**
 * A legal text's revision in force as Markdown: its title, its dates, the note of a Spanish-only
 * text, its body, then its earlier versions (the text says they stay available: each is linked at
 * its own address, as the page lists them) and the copy's closing part.
 */
export function legalMarkdown(
  document: LegalDocument,
  revision: LegalRevision,
  context: MarkdownContext,
  closing: MarkdownBlock[] = [],
): string {
  const {dictionary, locale} = context
  const dates = [
    revision.lastUpdated && `${dictionary.lastUpdated}: ${formatDate(revision.lastUpdated, locale.lang)}`,
    revision.inForce && `${dictionary.inForceSince}: ${formatDate(revision.inForce, locale.lang)}`,
  ].filter(Boolean)
  const spanishOnly = revision.bodyLanguage !== locale.lang ? dictionary.legal.spanishOnly : ''
  const earlier = earlierRevisions(document.revisions, revision)
  return `${toMarkdown(
    [
      ...heading(document.title, 1),
      ...paragraph(dates.join(' · ')),
      ...paragraph(spanishOnly),
      ...richText(revision.body),
      ...(earlier.length ? heading(dictionary.legal.earlierRevisions) : []),
      ...earlier.flatMap(({inForce}) =>
        linkItem(
          `${dictionary.legal.revisionLink} ${formatDate(inForce!, locale.lang)}`,
          canonicalAddress(`/legal/${document.slug}/${inForce}`, locale.lang, context.siteUrl),
          null,
        ),
      ),
      ...closing,
    ],
    context,
  )}\n`
}

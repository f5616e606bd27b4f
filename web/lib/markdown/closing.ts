import type {Language} from '../i18n/languages'
import {definitions, heading, linkItem, type MarkdownBlock, type MarkdownContext} from './blocks'

/**
 * The headings of a copy's closing part, in each language. Here, not in the interface dictionary
 * (web/lib/i18n/dictionary.ts), which client parts bundle: pages carry not a byte for the copies.
 */
const HEADINGS: Record<Language, {contact: string; legal: string}> = {
  es: {contact: 'Contacto', legal: 'Documentos legales'},
  en: {contact: 'Contact', legal: 'Legal documents'},
}

/** A legal document as the closing part links it: its title and its canonical URL in the copy's language. */
export type LegalLink = {title: string; url: string}

/**
 * How every Markdown copy ends: how to reach the company (the site settings' phone, e-mails and
 * address, as the contact section gives them) and the legal documents, each at its canonical URL
 * in the copy's language. A reader of the copy alone, an AI assistant's, has no footer to find
 * them in.
 */
export function closingMarkdown(context: MarkdownContext, legal: LegalLink[]): MarkdownBlock[] {
  const {settings, dictionary, locale} = context
  const words = HEADINGS[locale.lang]
  const contact = [
    {term: dictionary.phone, text: settings.phone},
    {term: dictionary.infoEmail, text: settings.infoEmail},
    {term: dictionary.supportEmail, text: settings.supportEmail},
    {term: dictionary.address, text: settings.address},
  ].filter((entry) => entry.text?.trim())
  return [
    ...(contact.length ? [...heading(words.contact), ...definitions(contact)] : []),
    ...(legal.length ? [...heading(words.legal), ...legal.flatMap(({title, url}) => linkItem(title, url, null))] : []),
  ]
}

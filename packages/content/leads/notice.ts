import {dateInBuenosAires, spanishDate} from '../calendar'
import type {ConsentRecord} from './record'

/**
 * Which notice at collection a visitor read, as staff name it. A lead stores the notice only as a
 * fingerprint of its text (`noticeVersion`), which says whether two leads read the same words but
 * not which words. What the lead also stores says it: the notice is the form's («Formulario de
 * contacto»), in the language of the page it was sent from, as published the moment the visitor
 * consented; the contact form's history has that text. So staff see the day and the language,
 * never the fingerprint (docs/leads.md, "Consent, recorded").
 */

const IN_LANGUAGE: Record<string, string> = {es: 'en español', en: 'en inglés'}

/** «en español» or «en inglés»; nothing for a language the site does not have. */
export const noticeLanguage = (language: unknown) => (typeof language === 'string' ? IN_LANGUAGE[language] : undefined)

/** The day (in Buenos Aires, in words) a consent was given, if it has a valid time. */
export function consentDay(consent: Partial<ConsentRecord> | null | undefined) {
  const at = consent?.consentedAt
  return at && !Number.isNaN(Date.parse(at)) ? spanishDate(dateInBuenosAires(at)) : undefined
}

/**
 * The notice a lead's visitor read, e.g. «Aviso mostrado el 2 de marzo de 2026, en español»; empty
 * for a lead without a record of it (received before the form asked for consent).
 */
export function noticeLabel(consent: Partial<ConsentRecord> | null | undefined, language: unknown): string {
  if (!consent?.noticeVersion) return ''
  const day = consentDay(consent)
  const parts = [day ? `Aviso mostrado el ${day}` : 'Aviso mostrado con el formulario', noticeLanguage(language)]
  return parts.filter(Boolean).join(', ')
}

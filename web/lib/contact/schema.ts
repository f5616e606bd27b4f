import {boolean, object, string, type InferType} from 'yup'
import type {Language} from '../i18n/languages'

/** The contact form's fields and their limits (docs/architecture.md, "What the pages show and do"). */
export const NAME_MAX = 50
export const MESSAGE_MAX = 5000
/** The longest address mail can carry (RFC 5321: a 256-octet path, less its angle brackets). */
export const EMAIL_MAX = 254
/**
 * Local part, @, domain, a dot and a suffix of at least two letters. The local part and the domain
 * take letters (any script), digits and the characters RFC 5322 allows unquoted: no spaces, commas,
 * quotes or angle brackets, which a mail header reads as the start of another address (the
 * notification's Reply-To), and no invisible or direction-control characters.
 */
export const EMAIL_PATTERN = /^[\p{L}\p{M}\p{N}.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{M}\p{N}-]+\.)+[A-Za-z]{2,}$/u
/** Something a reader can see: a name of spaces and invisible characters (zero-width, …) is empty. */
const VISIBLE = /[^\s\p{Cf}\p{Z}]/u

const messages = {
  es: {
    required: 'Complete campo',
    nameMax: `Máximo ${NAME_MAX} caracteres`,
    email: 'Mail no es correcto',
    message: 'Escriba su consulta',
    messageMax: `Máximo ${MESSAGE_MAX} caracteres`,
    consent: 'Marque la casilla para enviar',
  },
  en: {
    required: 'Please fill in this field',
    nameMax: `${NAME_MAX} characters at most`,
    email: 'This e-mail address is not valid',
    message: 'Please write your question',
    messageMax: `${MESSAGE_MAX} characters at most`,
    consent: 'Tick the box to send',
  },
} as const satisfies Record<Language, Record<string, string>>

/**
 * One schema for the browser form and the server endpoint, with the messages in the page
 * language. The server adds its own rules on top (web/lib/contact/validateRequest.ts).
 */
export function contactSchema(lang: Language) {
  const text = messages[lang]
  return object({
    name: string()
      .trim()
      .required(text.required)
      .test('visible', text.required, (value) => VISIBLE.test(value))
      .max(NAME_MAX, text.nameMax),
    email: string()
      .trim()
      .required(text.required)
      .max(EMAIL_MAX, text.email)
      .matches(EMAIL_PATTERN, {message: text.email, excludeEmptyString: true}),
    category: string().trim().default(''),
    message: string().trim().required(text.message).max(MESSAGE_MAX, text.messageMax),
    // Consent is free, express and informed (Ley 25.326, art. 5): an unticked box the visitor ticks.
    consent: boolean().required(text.consent).isTrue(text.consent),
  })
}

/** The form's values as the schema checks them: the texts, and the consent box (ticked, to send). */
export type ContactFormValues = Omit<InferType<ReturnType<typeof contactSchema>>, 'consent'> & {consent: boolean}
/** What the visitor typed, as a lead stores it. */
export type ContactFields = Omit<ContactFormValues, 'consent'>

export {CONTACT_FIELDS} from '@habitum/content/leads/record'

/** The endpoint's error when the revision consented to is no longer in force: the form asks again. */
export const REVISION_NOT_IN_FORCE = 'privacy_revision_not_in_force'

/** What the form sends of the visitor's consent: the box, the privacy revision it accepts, the notice's version. */
export const CONSENT_FIELDS = ['consent', 'privacyRevision', 'noticeVersion'] as const

/**
 * A field the form renders out of sight, out of the tab order and hidden from screen readers: a
 * person never fills it, a robot filling every input does. The endpoint answers such a request as
 * if stored, and drops it.
 */
export const HONEYPOT_FIELD = 'website'

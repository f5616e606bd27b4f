/**
 * The texts this migration finds (as the contact form's first migration and the bundled privacy
 * policy had them) and what it writes instead, the contact-data retention term inline
 * (`legalTerm`, schemas/objects/legalTerm.ts). A starting draft: the legal team's to confirm.
 */

export const PRIVACY_MAIL = 'mailto:privacidad@habitum.example'
const MAIL_TEXT = 'privacidad@habitum.example'

type Span = {_type: 'span'; _key: string; text: string; marks: string[]}
type Term = {_type: 'legalTerm'; _key: string; term: 'contactRetention'}
export type Block = {
  _type: 'block'
  _key: string
  style: string
  markDefs: Array<{_type: 'link'; _key: string; href: string}>
  children: Array<Span | Term>
  listItem?: string
  level?: number
}

const span = (_key: string, text: string, marks: string[] = []): Span => ({_type: 'span', _key, text, marks})
const term = (_key: string): Term => ({_type: 'legalTerm', _key, term: 'contactRetention'})

/** A paragraph ending in the privacy address, linked, and a full stop or more words. */
function withMail(key: string, before: Array<Span | Term>, after: string): Block {
  const link = `${key}-mail`
  return {
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [{_type: 'link', _key: link, href: PRIVACY_MAIL}],
    children: [...before, span(`${key}-address`, MAIL_TEXT, [link]), span(`${key}-end`, after)],
  }
}

/** The notice before «Enviar», as the contact form's first migration wrote it (voseo, no term). */
export const OLD_NOTICE = {
  es: 'Habitum S.A.S. guarda estos datos solo para responder tu consulta y no los cede a nadie. Nombre, e-mail y consulta hacen falta para contestarte; el tipo de organización es optativo. Podés pedir verlos, corregirlos o borrarlos escribiendo a privacidad@habitum.example.',
  en: 'Habitum S.A.S. keeps these details only to answer your message and shares them with no one. Your name, e-mail and message are needed to reply; the type of organisation is optional. You can ask to see, correct or delete them by writing to privacidad@habitum.example.',
}

/** The notice in the section's register (usted), saying how long the data is kept. */
export const NOTICE = {
  es: [
    withMail(
      'notice-es',
      [
        span(
          'notice-es-a',
          'Habitum S.A.S. guarda estos datos solo para responder su consulta, no los cede a nadie y los conserva ',
        ),
        term('notice-es-term'),
        span(
          'notice-es-b',
          ' desde que los recibe; luego los borra. Nombre, e-mail y consulta hacen falta para contestarle; el tipo de organización es optativo. Puede pedir verlos, corregirlos o borrarlos escribiendo a ',
        ),
      ],
      '.',
    ),
  ],
  en: [
    withMail(
      'notice-en',
      [
        span(
          'notice-en-a',
          'Habitum S.A.S. uses these details only to answer your message, shares them with no one, and keeps them for ',
        ),
        term('notice-en-term'),
        span(
          'notice-en-b',
          ' from when it receives them, then deletes them. Your name, e-mail and message are needed to reply; the type of organization is optional. You can ask to see, correct or delete them by writing to ',
        ),
      ],
      '.',
    ),
  ],
}

/** The rights notice's last paragraph in Spanish, as first written (voseo). */
export const OLD_RIGHTS_REQUEST =
  'Para pedir el acceso, la rectificación, la actualización o la supresión de tus datos, escribí a privacidad@habitum.example con tu nombre completo y el e-mail con el que nos escribiste.'

/** That paragraph in usted, under the key `key` it had. */
export const rightsRequest = (key: string): Block =>
  withMail(
    key,
    [
      span(
        `${key}-a`,
        'Para pedir el acceso, la rectificación, la actualización o la supresión de sus datos, escriba a ',
      ),
    ],
    ' con su nombre completo y el e-mail desde el que nos escribió.',
  )

/** The privacy policy's item on contact data, as the revision in force since 1 July 2023 had it. */
export const OLD_POLICY_ITEM =
  'los datos del formulario de contacto se conservan mientras sea necesario para responder la consulta y darle seguimiento, dentro del mismo plazo máximo;'

/** That item's words, the term inline: the same words the notice says. */
export const policyItemChildren = (key: string): Array<Span | Term> => [
  span(`${key}-a`, 'los datos del formulario de contacto se conservan durante '),
  term(`${key}-term`),
  span(`${key}-b`, ' desde que se reciben, para responder la consulta y darle seguimiento, y luego se suprimen;'),
]

/**
 * The months the policy states: what the site's server deletes leads after unless told otherwise
 * (DEFAULT_RETENTION_MONTHS, web/lib/config.ts), within the policy's 5-year limit.
 */
export const CONTACT_RETENTION_MONTHS = 24

import type {Language} from './languages'

/**
 * Interface microcopy that is not content: labels of controls and landmarks. Editors change
 * content in the Studio; these strings change with the code that uses them.
 */
const es = {
  skipToContent: 'Saltar al contenido',
  otherLanguage: 'Cambiar idioma',
  planHeroHeading: 'La app elegida por {chosenBy} para sus pacientes',
  home: 'Inicio',
  mainNavigation: 'Navegación principal',
  footerNavigation: 'Enlaces legales',
  opensInNewTab: '(se abre en una pestaña nueva)',
  allRightsReserved: 'Todos los derechos reservados',
  termsOfUse: 'Términos de uso',
  privacyPolicy: 'Políticas de privacidad y seguridad',
  socialNetworks: 'Redes sociales',
  downloadTheApp: 'Descarga la app',
  phone: 'Teléfono',
  infoEmail: 'Información',
  supportEmail: 'Soporte',
  address: 'Dirección',
  form: {
    name: 'Nombre',
    email: 'E-mail',
    category: 'Tipo de organización',
    categoryPlaceholder: 'Elija una opción...',
    message: 'Consulta',
    optional: '(opcional)',
    honeypot: 'No completes este campo',
    submit: 'Enviar',
    submitting: 'Enviando...',
    success: '¡Excelente! Tu mensaje ha sido recibido. Nos pondremos en contacto contigo en breve.',
    failureBefore: 'Hubo un problema al enviar tu mensaje. Por favor, ',
    failureRetry: 'inténtalo de nuevo',
    failureAfter: ' o escribe directamente a',
    noScript: 'Para escribirnos sin el formulario, envíe un e-mail a',
    robotField: 'No complete este campo',
  },
  legal: {
    contents: 'Contenido',
    earlierRevisions: 'Versiones anteriores',
    revisionLink: 'Versión en vigor desde el',
    earlierNotice: 'Está leyendo una versión anterior de este documento.',
    currentLink: 'Ver la versión vigente',
    spanishOnly: '',
    compareWithCurrent: 'Comparar con la versión vigente',
    comparisonTitle: '{title}: cambios entre versiones',
    comparedVersions: 'Versión en vigor desde el {older} comparada con la versión en vigor desde el {newer}.',
    comparedWithComing:
      'Versión vigente, en vigor desde el {older}, comparada con la nueva versión, que rige desde el {newer}.',
    comparisonLegend: 'El texto añadido está subrayado y el eliminado, tachado.',
    added: 'Añadido:',
    removed: 'Eliminado:',
    noChanges: 'Las dos versiones tienen el mismo texto.',
    missingBody: 'La versión en vigor desde el {date} no tiene texto: no hay nada que comparar.',
    backToDocument: 'Volver al documento vigente',
    comingNotice:
      'Está leyendo la nueva versión de este documento, que regirá desde el {date}. Hasta entonces rige la versión vigente.',
  },
  legalNotice: {
    change: 'Actualizamos «{title}»: la nueva versión rige desde el {date}.',
    seeChanges: 'Ver los cambios',
    dismiss: 'Cerrar el aviso',
  },
  lastUpdated: 'Última actualización',
  inForceSince: 'En vigor desde',
  notFound: 'NOT FOUND',
  notFoundHint: 'La página que busca no existe o cambió de dirección.',
  backHome: 'Volver al inicio',
  unexpectedError: 'Unexpected Application Error',
  unexpectedErrorHint: 'Algo salió mal al mostrar esta página. Inténtelo de nuevo en unos minutos.',
} as const

type Strings<T> = {readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]>}
export type Dictionary = Strings<typeof es>

const en: Dictionary = {
  skipToContent: 'Skip to content',
  otherLanguage: 'Change language',
  planHeroHeading: 'The app chosen by {chosenBy} for their patients',
  home: 'Home',
  mainNavigation: 'Main navigation',
  footerNavigation: 'Legal links',
  opensInNewTab: '(opens in a new tab)',
  allRightsReserved: 'All rights reserved',
  termsOfUse: 'Terms of use',
  privacyPolicy: 'Privacy and security policy',
  socialNetworks: 'Social networks',
  downloadTheApp: 'Download the app',
  phone: 'Phone',
  infoEmail: 'Information',
  supportEmail: 'Support',
  address: 'Address',
  form: {
    name: 'Name',
    email: 'E-mail',
    category: 'Type of organisation',
    categoryPlaceholder: 'Choose an option...',
    message: 'Your question',
    optional: '(optional)',
    honeypot: 'Leave this field empty',
    submit: 'Send',
    submitting: 'Sending...',
    success: 'Great! Your message has been received. We will get back to you shortly.',
    failureBefore: 'There was a problem sending your message. Please ',
    failureRetry: 'try again',
    failureAfter: ' or write directly to',
    noScript: 'To write to us without the form, send an e-mail to',
    robotField: 'Leave this field empty',
  },
  legal: {
    contents: 'Contents',
    earlierRevisions: 'Earlier versions',
    revisionLink: 'Version in force from',
    earlierNotice: 'You are reading an earlier version of this document.',
    currentLink: 'See the version in force',
    spanishOnly: 'This document is published in Spanish, the language in which it applies. The Spanish text follows.',
    compareWithCurrent: 'Compare with the version in force',
    comparisonTitle: '{title}: changes between versions',
    comparedVersions: 'The version in force from {older} compared with the version in force from {newer}.',
    comparedWithComing:
      'The version in force, since {older}, compared with the new version, which applies from {newer}.',
    comparisonLegend: 'Added text is underlined; removed text is struck through.',
    added: 'Added:',
    removed: 'Removed:',
    noChanges: 'Both versions have the same text.',
    missingBody: 'The version in force from {date} has no text: there is nothing to compare.',
    backToDocument: 'Back to the version in force',
    comingNotice:
      'You are reading the new version of this document, which applies from {date}. Until then the version in force applies.',
  },
  legalNotice: {
    change: 'We are updating our {title}: the new version applies from {date}.',
    seeChanges: 'See what changes',
    dismiss: 'Dismiss this notice',
  },
  lastUpdated: 'Last updated',
  inForceSince: 'In force since',
  notFound: 'NOT FOUND',
  notFoundHint: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  unexpectedError: 'Unexpected Application Error',
  unexpectedErrorHint: 'Something went wrong while showing this page. Please try again in a few minutes.',
}

const dictionaries: Record<Language, Dictionary> = {es, en}

export function getDictionary(lang: Language): Dictionary {
  return dictionaries[lang]
}

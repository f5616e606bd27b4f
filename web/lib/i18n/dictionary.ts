import type {Language} from './languages'

/**
 * Interface microcopy that is not content: labels of controls and landmarks. Editors change
 * content in the Studio; these strings change with the code that uses them.
 */
const es = {
  skipToContent: 'Saltar al contenido',
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
  lastUpdated: 'Última actualización',
  inForceSince: 'En vigor desde',
  notFound: 'NOT FOUND',
  notFoundHint: 'La página que busca no existe o cambió de dirección.',
  backHome: 'Volver al inicio',
  unexpectedError: 'Unexpected Application Error',
  unexpectedErrorHint: 'Algo salió mal al mostrar esta página. Inténtelo de nuevo en unos minutos.',
} as const

export type Dictionary = {readonly [K in keyof typeof es]: string}

const en: Dictionary = {
  skipToContent: 'Skip to content',
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

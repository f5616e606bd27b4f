import {defineLocaleResourceBundle} from 'sanity'
import {schemaTypes} from '../schemas'

/**
 * Sanity's own interface in Spanish where its Spanish (@sanity/locale-es-es) stops short. That
 * package trails Sanity: the strings Sanity added since show in English («Field actions»,
 * «Published hace 5 min»). Each one an editor of this Studio meets is completed here, in the
 * namespace Sanity reads it from; what only other features show (releases, variants, canvas) is
 * left. `locale.test.ts` checks each key is one Sanity has, so a renamed key is noticed.
 */
const LOCALE = 'es-ES'

/** Whether a document type's name is feminine («Nueva página») or masculine («Nuevo documento legal»). */
export const DOCUMENT_GENDER: Readonly<Record<string, 'f' | 'm'>> = {
  page: 'f',
  faqItem: 'f',
  sponsor: 'f',
  legalDocument: 'm',
  redirect: 'f',
  companyType: 'm',
  contactForm: 'm',
  contactRequest: 'f',
  contactErasure: 'm',
  publishSchedule: 'f',
  launch: 'm',
  siteSettings: 'm',
}

/** The key under which a new document's title waits, by its type's title (what Sanity passes). */
const NEW_TITLE_KEY = 'habitum.new-document'

type Titled = {name: string; type?: string; title?: string}

/** «Nueva pregunta frecuente», «Nuevo documento legal»: each document type's own «new» title. */
export function newDocumentTitles(types: readonly Titled[] = schemaTypes as readonly Titled[]) {
  const titles: Record<string, string> = {}
  for (const type of types) {
    if (type.type !== 'document' || !type.title) continue
    const gender = DOCUMENT_GENDER[type.name]
    if (!gender)
      throw new Error(`studio/locale.ts: say whether «${type.title}» (${type.name}) is feminine or masculine`)
    const title = type.title.charAt(0).toLowerCase() + type.title.slice(1)
    titles[`${NEW_TITLE_KEY}.${type.title}`] = `${gender === 'f' ? 'Nueva' : 'Nuevo'} ${title}`
  }
  return titles
}

/**
 * Sanity writes «Nuevo {{schemaType}}» whatever the type's gender. The title is looked up instead
 * (i18next fills in `schemaType` before it resolves `$t(…)`), falling back to a form that fits
 * both genders for a type this Studio does not define.
 */
const newDocument = `$t(${NEW_TITLE_KEY}.{{schemaType}}, {"defaultValue": "Documento nuevo: {{schemaType}}"})`

export const spanishCompletions = [
  defineLocaleResourceBundle({
    locale: LOCALE,
    namespace: 'studio',
    resources: {
      'common.error': 'Error',
      'document-status.published-at': 'Publicado {{date}}',
      'form.field.actions-menu.title': 'Acciones del campo',
      'divergence.pagination': '{{position}} de {{count}}',
      'copy-paste.on-paste.validation.read-only-fields-skipped-truncated.description':
        'Se omitieron campos de solo lectura: {{fieldNames}} y {{count}} más',
      'inputs.portable-text.unknown-value.annotation': 'Marca de texto que este formulario no conoce: {{name}}',
      'inputs.portable-text.unknown-value.list-item': 'Tipo de lista que este formulario no conoce: {{name}}',
      'inputs.portable-text.unknown-value.mark': 'Formato que este formulario no conoce: {{name}}',
      'inputs.portable-text.unknown-value.style': 'Estilo de párrafo que este formulario no conoce: {{name}}',
    },
  }),
  defineLocaleResourceBundle({
    locale: LOCALE,
    namespace: 'structure',
    resources: {
      ...newDocumentTitles(),
      'panes.document-header-title.new.text': newDocument,
      'browser-document-title.new-document': newDocument,
      'action.unpublish.disabled.already-unpublished': 'Este documento ya dejará de publicarse',
      'banners.obsolete-draft.actions.compare-draft.tooltip':
        'No hay versión publicada con la que comparar este borrador.',
      'confirm-delete-dialog.confirm-anyway-button.text_delete_one': 'Eliminar de todos modos',
      'confirm-delete-dialog.confirm-anyway-button.text_delete_other': 'Eliminar todas las versiones de todos modos',
      'confirm-delete-dialog.confirm-button.text_delete_one': 'Eliminar documento',
      'confirm-delete-dialog.confirm-button.text_delete_other': 'Eliminar todas las versiones',
      'confirm-delete-dialog.confirmation.text_delete_one': '¿Seguro que desea eliminar este documento?',
      'confirm-delete-dialog.confirmation.text_delete_other':
        '¿Seguro que desea eliminar todas las versiones de este documento?',
      'panes.document-list-pane.error.max-retries-attempted':
        'No se reintenta más tras {{count}} intentos fallidos. Compruebe la conexión y vuelva a cargar.',
    },
  }),
  defineLocaleResourceBundle({
    locale: LOCALE,
    namespace: 'comments',
    resources: {
      'list-item.origin.draft': 'Del borrador',
      'list-item.origin.published': 'De la versión publicada',
    },
  }),
]

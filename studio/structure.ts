import {BookIcon} from '@sanity/icons/Book'
import {ClipboardIcon} from '@sanity/icons/Clipboard'
import {CogIcon} from '@sanity/icons/Cog'
import {DocumentIcon} from '@sanity/icons/Document'
import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {RocketIcon} from '@sanity/icons/Rocket'
import {TagIcon} from '@sanity/icons/Tag'
import {TransferIcon} from '@sanity/icons/Transfer'
import {TrashIcon} from '@sanity/icons/Trash'
import {UsersIcon} from '@sanity/icons/Users'
import {catchError, combineLatest, distinctUntilChanged, map, of, startWith, type Observable} from 'rxjs'
import type {DefaultDocumentNodeResolver, StructureResolver} from 'sanity/structure'
import {SITE_SETTINGS_ID, siteSettings} from '../schemas/documents/siteSettings'
import {contactErasure} from '../schemas/documents/contactErasure'
import {CONTACT_FORM_ID, contactForm} from '../schemas/documents/contactForm'
import {CONTACT_STATUSES, INBOX_FILTER} from '@habitum/content/leads/statuses'
import {API_VERSION} from '../schemas/apiVersion'
import {LAUNCH_TYPE} from '../schemas/launches/rules'
import {pendingReviews$, pendingReviewsListItem} from './review/pendingList'
import {reviewListItem} from './reviewList'
import {scheduledListItem} from './scheduling/scheduledList'
import {outdatedEnglish$, outdatedEnglishListItem} from './translation/outdatedList'
import {watchCompanyTypeTitles} from './leads/companyTypes'
import {performanceView} from './performance/view'

/**
 * How many leads are «Nueva», as editors see them (a lead whose draft is «En curso» no longer
 * counts): fetched again after each change to a lead, by the Studio's own listener.
 */
export const NEW_LEADS_COUNT = {
  fetch: 'count(*[_type == "contactRequest" && status == "new"])',
  listen: '*[_type == "contactRequest"]',
}

/** «Solicitudes de contacto», with the number of new ones once known. */
export function leadsTitle(newLeads: number | null) {
  if (newLeads === null) return 'Solicitudes de contacto'
  return `Solicitudes de contacto (${newLeads} ${newLeads === 1 ? 'nueva' : 'nuevas'})`
}

/**
 * The Studio's left-hand menu, in Spanish, in the order editors use it; drawn again when the
 * number of new leads, of reviews waiting or of documents with English out of date changes (the structure tool takes an Observable of the menu).
 */
export const structure: StructureResolver = (S, context) => {
  const newLeads = context.documentStore
    .listenQuery(NEW_LEADS_COUNT, {}, {perspective: 'drafts', apiVersion: API_VERSION, tag: 'leads.new-count'})
    .pipe(map((count: unknown) => (typeof count === 'number' ? count : null)))
  const pending = pendingReviews$(context).pipe(map((reviews) => reviews.length))
  const outdated = outdatedEnglish$(context).pipe(map((documents) => documents.length))
  return combineLatest([counted(newLeads), counted(pending), counted(outdated)]).pipe(
    map(([leads, reviews, outdatedEnglish]) =>
      menu(S, context, {newLeads: leads, pendingReviews: reviews, outdatedEnglish}),
    ),
  )
}

/** A number for the menu: none until known, and none rather than no menu should it fail. */
const counted = (count: Observable<number | null>) =>
  count.pipe(
    catchError(() => of(null)),
    startWith(null),
    distinctUntilChanged(),
  )

type StructureBuilder = Parameters<StructureResolver>[0]
type StructureContext = Parameters<StructureResolver>[1]

type Counts = {newLeads: number | null; pendingReviews: number | null; outdatedEnglish: number | null}

function menu(S: StructureBuilder, context: StructureContext, {newLeads, pendingReviews, outdatedEnglish}: Counts) {
  return S.list()
    .title('Contenido')
    .items([
      S.listItem()
        .title('Ajustes del sitio')
        .id(SITE_SETTINGS_ID)
        .icon(CogIcon)
        .child(S.document().schemaType(siteSettings.name).documentId(SITE_SETTINGS_ID).title('Ajustes del sitio')),
      S.divider(),
      S.documentTypeListItem('page').title('Páginas').icon(DocumentIcon),
      S.listItem()
        .title('Preguntas frecuentes')
        .icon(HelpCircleIcon)
        .child(
          S.documentTypeList('faqItem')
            .title('Preguntas frecuentes')
            .defaultOrdering([{field: 'key', direction: 'asc'}]),
        ),
      S.documentTypeListItem('sponsor').title('Instituciones').icon(UsersIcon),
      S.listItem()
        .title('Tipos de organización')
        .icon(TagIcon)
        .child(
          S.documentTypeList('companyType')
            .title('Tipos de organización')
            .defaultOrdering([{field: 'order', direction: 'asc'}]),
        ),
      S.documentTypeListItem('legalDocument').title('Documentos legales').icon(BookIcon),
      S.listItem()
        .title('Formulario de contacto')
        .id(CONTACT_FORM_ID)
        .icon(ClipboardIcon)
        .child(S.document().schemaType(contactForm.name).documentId(CONTACT_FORM_ID).title('Formulario de contacto')),
      S.documentTypeListItem('redirect').title('Redirecciones').icon(TransferIcon),
      S.divider(),
      pendingReviewsListItem(S, context, pendingReviews),
      reviewListItem(S, context),
      outdatedEnglishListItem(S, context, outdatedEnglish),
      scheduledListItem(S, context),
      // Every launch, the newest first: in preparation, scheduled, published or undone (studio/launches/).
      S.listItem()
        .id(LAUNCH_TYPE)
        .title('Lanzamientos')
        .icon(RocketIcon)
        .child(
          S.documentTypeList(LAUNCH_TYPE)
            .title('Lanzamientos')
            .defaultOrdering([{field: '_createdAt', direction: 'desc'}]),
        ),
      S.divider(),
      S.listItem()
        // A stable id: the title changes with the count, the address of the open panes must not.
        .id('leads')
        .title(leadsTitle(newLeads))
        .icon(EnvelopeIcon)
        .child(
          S.list()
            .id('leads')
            .title('Solicitudes de contacto')
            .items([
              // The inbox leaves spam out; it has a list of its own among the statuses.
              leadList(S, context, 'Bandeja', 'inbox', INBOX_FILTER),
              ...CONTACT_STATUSES.map((status) =>
                leadList(S, context, status.title, status.value, `status == "${status.value}"`),
              ),
              S.divider(),
              S.listItem()
                .id('erasures')
                .title('Registro de borrados')
                .icon(TrashIcon)
                .child(
                  S.documentTypeList(contactErasure.name)
                    .title('Registro de borrados')
                    .apiVersion(API_VERSION)
                    .initialValueTemplates([])
                    .defaultOrdering([{field: 'erasedAt', direction: 'desc'}]),
                ),
            ]),
        ),
    ])
}

/** The lead inbox: newest first, filtered by status. */
function leadList(S: StructureBuilder, context: StructureContext, title: string, id: string, filter: string) {
  return S.listItem()
    .title(title)
    .id(`leads-${id}`)
    .icon(EnvelopeIcon)
    .child(() =>
      // Each lead names its organisation type by its label, which the previews read once known.
      watchCompanyTypeTitles(context.documentStore).then(() =>
        S.documentList()
          .title(`Solicitudes: ${title.toLowerCase()}`)
          .schemaType('contactRequest')
          .apiVersion(API_VERSION)
          .filter(`_type == "contactRequest" && ${filter}`)
          .defaultOrdering([{field: 'receivedAt', direction: 'desc'}]),
      ),
    )
}

/**
 * What a document's edit screen offers wherever the desk opens it (its lists, the review lists,
 * «Programado»): a page has its form («Editar») and its own figures («Rendimiento»).
 */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, {schemaType}) =>
  schemaType === 'page' ? S.document().views([S.view.form().title('Editar'), performanceView(S)]) : S.document()

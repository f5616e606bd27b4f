import {BookIcon} from '@sanity/icons/Book'
import {CogIcon} from '@sanity/icons/Cog'
import {DocumentIcon} from '@sanity/icons/Document'
import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {TagIcon} from '@sanity/icons/Tag'
import {TransferIcon} from '@sanity/icons/Transfer'
import {UsersIcon} from '@sanity/icons/Users'
import type {StructureResolver} from 'sanity/structure'
import {SITE_SETTINGS_ID, siteSettings} from '../schemas/documents/siteSettings'
import {CONTACT_STATUSES} from '../schemas/contactStatuses'
import {API_VERSION} from '../schemas/apiVersion'

/** The Studio's left-hand menu, in Spanish, in the order editors use it. */
export const structure: StructureResolver = (S) =>
  S.list()
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
      S.documentTypeListItem('redirect').title('Redirecciones').icon(TransferIcon),
      S.divider(),
      S.listItem()
        .title('Solicitudes de contacto')
        .icon(EnvelopeIcon)
        .child(
          S.list()
            .title('Solicitudes de contacto')
            .items([
              leadList(S, 'Todas', 'all', 'true'),
              ...CONTACT_STATUSES.map((status) =>
                leadList(S, status.title, status.value, `status == "${status.value}"`),
              ),
            ]),
        ),
    ])

type StructureBuilder = Parameters<StructureResolver>[0]

/** The lead inbox: newest first, filtered by status. */
function leadList(S: StructureBuilder, title: string, id: string, filter: string) {
  return S.listItem()
    .title(title)
    .id(`leads-${id}`)
    .icon(EnvelopeIcon)
    .child(
      S.documentList()
        .title(`Solicitudes: ${title.toLowerCase()}`)
        .schemaType('contactRequest')
        .apiVersion(API_VERSION)
        .filter(`_type == "contactRequest" && ${filter}`)
        .defaultOrdering([{field: 'receivedAt', direction: 'desc'}]),
    )
}

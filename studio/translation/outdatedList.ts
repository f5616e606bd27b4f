import {ClipboardIcon} from '@sanity/icons/Clipboard'
import {CogIcon} from '@sanity/icons/Cog'
import {DocumentIcon} from '@sanity/icons/Document'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {TranslateIcon} from '@sanity/icons/Translate'
import {map, type Observable} from 'rxjs'
import {getPublishedId} from 'sanity'
import type {StructureResolver} from 'sanity/structure'
import {API_VERSION} from '../../schemas/apiVersion'
import {TRANSLATED_TYPES} from '../../schemas/translation/englishSource'
import {englishCoverage} from '../../schemas/validation/englishVersion'

type StructureBuilder = Parameters<StructureResolver>[0]
type StructureContext = Parameters<StructureResolver>[1]

type TranslatedDocument = {_id: string; _type: string} & Record<string, unknown>

/** A document, as editors see it (its draft when it has one), with how many of its English texts fell behind. */
export type OutdatedDocument = {document: TranslatedDocument; outdated: number}

/**
 * Every page, FAQ item, the site settings and the contact form, drafts included: few enough to judge here with the
 * schema (GROQ cannot fingerprint a text), fetched again after each change to one of them.
 */
const TRANSLATED_DOCUMENTS = {fetch: '*[_type in $types]', listen: '*[_type in $types]'}

/** The documents whose English fell behind their Spanish, most texts first, kept current. */
export function outdatedEnglish$(context: StructureContext): Observable<OutdatedDocument[]> {
  return context.documentStore
    .listenQuery(
      TRANSLATED_DOCUMENTS,
      {types: [...TRANSLATED_TYPES]},
      {perspective: 'drafts', apiVersion: API_VERSION, tag: 'translation.outdated'},
    )
    .pipe(
      map((documents: TranslatedDocument[]) =>
        (documents ?? [])
          .flatMap((document) => {
            const type = context.schema.get(document._type)
            const outdated = type ? englishCoverage(type, document).outdated.length : 0
            return outdated > 0 ? [{document, outdated}] : []
          })
          .sort((a, b) => b.outdated - a.outdated),
      ),
    )
}

/** «Inglés desactualizado», with how many documents once known. */
export function outdatedTitle(count: number | null) {
  return count === null || count === 0 ? 'Inglés desactualizado' : `Inglés desactualizado (${count})`
}

const ICONS: Record<string, typeof DocumentIcon> = {
  page: DocumentIcon,
  faqItem: HelpCircleIcon,
  siteSettings: CogIcon,
  contactForm: ClipboardIcon,
}

function nameOf(document: TranslatedDocument) {
  if (document._type === 'siteSettings') return 'Ajustes del sitio'
  if (document._type === 'contactForm') return 'Formulario de contacto'
  const field = document._type === 'faqItem' ? 'question' : 'title'
  return (document[field] as {es?: string} | undefined)?.es ?? 'Sin título'
}

/**
 * «Inglés desactualizado»: each page, FAQ item or the site settings with English written from a
 * Spanish that changed since, its line saying how many texts («3 textos · Planes»). A document leaves
 * the list once each of those texts is edited in English or confirmed («Sigue vigente»): the next
 * time the Studio opens (until then it reads «Al día · Planes»).
 */
export function outdatedEnglishListItem(S: StructureBuilder, context: StructureContext, count: number | null) {
  return S.listItem()
    .id('outdated-english')
    .title(outdatedTitle(count))
    .icon(TranslateIcon)
    .child(() =>
      outdatedEnglish$(context).pipe(
        keepWhatWasListed,
        map((listed) =>
          S.list()
            .id('outdated-english')
            .title('Inglés desactualizado')
            .items(
              listed.map(({document, outdated}) => {
                const id = getPublishedId(document._id)
                return S.listItem()
                  .id(id)
                  .title(
                    `${outdated === 0 ? 'Al día' : outdated === 1 ? '1 texto' : `${outdated} textos`} · ${nameOf(document)}`,
                  )
                  .icon(ICONS[document._type] ?? DocumentIcon)
                  .schemaType(document._type)
                  .child(S.document().schemaType(document._type).documentId(id))
              }),
            ),
        ),
      ),
    )
}

/**
 * A document confirmed or translated stays in the list as «Al día» until the Studio is opened again,
 * rather than vanishing: the desk closes the pane of an item that leaves its list (and resolves the
 * list anew when the menu's count changes), so the editor would lose the document she is working on
 * the moment she clears it. Remembered per Studio tab, at most every translated document.
 */
const listedInThisTab = new Map<string, TranslatedDocument>()

function keepWhatWasListed(found$: Observable<OutdatedDocument[]>): Observable<OutdatedDocument[]> {
  return found$.pipe(
    map((found) => {
      for (const {document} of found) listedInThisTab.set(getPublishedId(document._id), document)
      const now = new Set<string>(found.map(({document}) => getPublishedId(document._id)))
      const cleared = [...listedInThisTab]
        .filter(([id]) => !now.has(id))
        .map(([, document]) => ({document, outdated: 0}))
      return [...found, ...cleared]
    }),
  )
}

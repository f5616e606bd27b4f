import {BookIcon} from '@sanity/icons/Book'
import {ClipboardIcon} from '@sanity/icons/Clipboard'
import {DocumentIcon} from '@sanity/icons/Document'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import type {ComponentType} from 'react'
import {catchError, combineLatest, from, map, of, switchMap, type Observable} from 'rxjs'
import {getPublishedId} from 'sanity'
import type {StructureResolver} from 'sanity/structure'
import {API_VERSION} from '../../schemas/apiVersion'
import {SITE_SETTINGS_ID} from '../../schemas/documents/siteSettings'
import {
  pendingReviews,
  REVIEWED_TYPES,
  type PendingReview,
  type ReviewedDocument,
  type ReviewSettings,
} from '../../schemas/review/rules'
import {pendingLaunchPart} from '../launches/documentLaunch'
import {launches$} from '../launches/lists'
import {wholeLineIcon} from '../wholeLine'
import {documentName} from './documentName'

type StructureBuilder = Parameters<StructureResolver>[0]
type StructureContext = Parameters<StructureResolver>[1]

/**
 * The drafts of reviewed types that carry a review request, and the rule: few enough to judge
 * here with the review rules (the request must be for the draft's exact content), fetched again
 * after each change to one of them.
 */
export const REVIEW_REQUESTS = {
  fetch: `{
    "settings": *[_id == $settingsId][0].review,
    "drafts": *[_type in $types && _id in path("drafts.**") && defined(review.request.requestedBy)]
  }`,
  listen: '*[_type in $types || _id == $settingsId]',
}
const params = {types: Object.keys(REVIEWED_TYPES), settingsId: SITE_SETTINGS_ID}

type Requests = {settings: ReviewSettings | null; drafts: ReviewedDocument[]}

/** The reviews waiting for an answer, kept current: the menu's count and the list come from it. */
export function pendingReviews$(context: StructureContext): Observable<PendingReview[]> {
  return context.documentStore
    .listenQuery(REVIEW_REQUESTS, params, {perspective: 'raw', apiVersion: API_VERSION, tag: 'review.pending'})
    .pipe(map((found: Requests) => pendingReviews(found.drafts ?? [], found.settings)))
}

/** «Pendientes de revisión», with how many wait once known. */
export function pendingTitle(count: number | null) {
  return count === null || count === 0 ? 'Pendientes de revisión' : `Pendientes de revisión (${count})`
}

const WHEN = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
})

// Icons that mark their line so the layout's style wraps it whole (studio/layout.tsx).
const ICONS: Record<string, ComponentType> = {
  page: wholeLineIcon(DocumentIcon),
  faqItem: wholeLineIcon(HelpCircleIcon),
  legalDocument: wholeLineIcon(BookIcon),
  contactForm: wholeLineIcon(ClipboardIcon),
}

/**
 * «Pendientes de revisión»: each draft waiting for a reviewer, the newest request first, its line
 * starting with when and who asked («26/11 14:30 · Ana Autora · …»), and wrapped whole: a long
 * title is read to its end, where two questions that start alike differ. A request leaves the list when it is approved, returned or voided by an edit.
 */
export function pendingReviewsListItem(S: StructureBuilder, context: StructureContext, count: number | null) {
  return S.listItem()
    .id('review-requests')
    .title(pendingTitle(count))
    .icon(HelpCircleIcon)
    .child(() =>
      combineLatest([
        pendingReviews$(context).pipe(switchMap((pending) => withNames(context, pending))),
        launches$(context, 'review.launches'),
      ]).pipe(
        map(([{pending, names}, launches]) =>
          S.list()
            .id('review-requests')
            .title('Pendientes de revisión')
            .items(
              pending.map(({document, request}) => {
                const id = getPublishedId(document._id)
                const who = names.get(request.requestedBy ?? '') ?? '…'
                const when = request.requestedAt ? WHEN.format(new Date(request.requestedAt)).replace(',', '') : ''
                return (
                  S.listItem()
                    .id(id)
                    // A change in a launch says which: its changes can be reviewed in one round.
                    .title(
                      [when, who, documentName(document), pendingLaunchPart(id, launches)].filter(Boolean).join(' · '),
                    )
                    .icon(ICONS[document._type] ?? ICONS.page!)
                    .schemaType(document._type)
                    .child(S.document().schemaType(document._type).documentId(id))
                )
              }),
            ),
        ),
      ),
    )
}

/** The members who asked, by their names (the Studio's public profiles), with the pending reviews. */
function withNames(context: StructureContext, pending: PendingReview[]) {
  const ids = [...new Set(pending.flatMap(({request}) => (request.requestedBy ? [request.requestedBy] : [])))]
  if (ids.length === 0) return of({pending, names: new Map<string, string>()})
  type Profile = {id: string; displayName?: string}
  const request = context
    .getClient({apiVersion: API_VERSION})
    .request<Profile | Profile[]>({uri: `/users/${ids.join(',')}`})
  return from(request).pipe(
    map((profiles) => {
      const list = Array.isArray(profiles) ? profiles : [profiles]
      return {pending, names: new Map(list.map((profile) => [profile.id, profile.displayName ?? '…']))}
    }),
    // Without names the list still stands: «…» where a name would be.
    catchError(() => of({pending, names: new Map<string, string>()})),
  )
}

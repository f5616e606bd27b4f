import {ClockIcon} from '@sanity/icons/Clock'
import {DocumentIcon} from '@sanity/icons/Document'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {map} from 'rxjs'
import type {StructureResolver} from 'sanity/structure'
import {API_VERSION} from '../schemas/apiVersion'
import {todayInBuenosAires} from '@habitum/content/calendar'
import {wholeLineIcon} from './wholeLine'
import {dueForReview, reviewLabel, REVIEWED_TYPES, type ReviewCandidate} from '../schemas/reviewDates'

// Marked to wrap whole: the end of a long title is what tells two questions apart.
const PAGE_LINE = wholeLineIcon(DocumentIcon)
const QUESTION_LINE = wholeLineIcon(HelpCircleIcon)

type StructureBuilder = Parameters<StructureResolver>[0]
type StructureContext = Parameters<StructureResolver>[1]

/** A published page or FAQ item, with what its line in the list shows. */
type Candidate = ReviewCandidate & {
  _type: (typeof REVIEWED_TYPES)[number]
  title: string | null
  slug: string | null
  key: number | null
}

/** Every published page and FAQ item: few enough to sort by their review date here, not in GROQ. */
export const REVIEW_CANDIDATES = {
  fetch: `*[_type in $types && !(_id in path("drafts.**"))]{
    _id, _type, reviewBy, _updatedAt, key,
    "title": select(_type == "page" => title.es, question.es),
    "slug": slug.current
  }`,
  listen: '*[_type in $types]',
}

/** The list of review dates, named apart from the review requests («Pendientes de revisión»). */
export const REVIEW_DATES_TITLE = 'Revisión periódica'

/**
 * «Revisión periódica»: the pages and FAQ items whose review date has passed or comes within 30 days,
 * the oldest first, each line starting with «Vencida el …» or «Vence el …» (schemas/reviewDates.ts),
 * wrapped whole so a long title reads to its end. Fetched
 * again after each change to one of them, and «today» is the browser's, in Buenos Aires.
 */
export function reviewListItem(S: StructureBuilder, context: StructureContext) {
  return S.listItem()
    .id('review')
    .title(REVIEW_DATES_TITLE)
    .icon(ClockIcon)
    .child(() =>
      context.documentStore
        .listenQuery(REVIEW_CANDIDATES, {types: [...REVIEWED_TYPES]}, {apiVersion: API_VERSION, tag: 'review.due'})
        .pipe(map((candidates) => reviewList(S, candidates as Candidate[], todayInBuenosAires()))),
    )
}

function reviewList(S: StructureBuilder, candidates: Candidate[], today: string) {
  return S.list()
    .id('review')
    .title(REVIEW_DATES_TITLE)
    .items(
      dueForReview(candidates, today).map((document) =>
        S.listItem()
          .id(document._id)
          .title(`${reviewLabel(document)} · ${nameOf(document)}`)
          .icon(document._type === 'page' ? PAGE_LINE : QUESTION_LINE)
          .schemaType(document._type)
          .child(S.document().schemaType(document._type).documentId(document._id)),
      ),
    )
}

/** How editors know the document: a page by its title (or address), a question by its text. */
function nameOf({_type, title, slug, key}: Candidate) {
  if (_type === 'page') return title ?? (slug ? `/${slug}` : 'Inicio')
  return title ?? `Pregunta ${key ?? '—'}`
}

import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {LegalComparison} from '@/components/LegalComparison'
import {getLegalDocument, getLegalSlugs} from '@/lib/content'
import {readableRevisions, todayInBuenosAires} from '@/lib/content/legal'
import {diffRevisions} from '@/lib/content/revisionDiff'
import {getDictionary} from '@/lib/i18n/dictionary'
import {localeFromSegment} from '@/lib/i18n/languages'
import {pageAlternates} from '@/lib/seo'

/** As the legal pages: regenerated with them by the publishing webhook, and every minute. */
export const revalidate = 60

type Props = {params: Promise<{locale: string; doc: string; revision: string; other: string}>}

/**
 * /legal/{doc}/{older in-force date}/comparar/{newer in-force date}: any two revisions that have
 * been in force, or the one announced to come, the older first. Each earlier revision links to its
 * comparison with the one in force today; the notice of a coming change, to the one in force
 * compared with the coming one.
 */
export async function generateStaticParams() {
  const today = todayInBuenosAires()
  const documents = await Promise.all((await getLegalSlugs()).map((slug) => getLegalDocument(slug, 'es')))
  return documents.flatMap((document) => {
    const dates = readableRevisions(document?.revisions ?? null, today).map((revision) => revision.inForce!)
    return dates.flatMap((older) =>
      dates.filter((newer) => newer > older).map((newer) => ({doc: document!.slug!, revision: older, other: newer})),
    )
  })
}

async function resolve(params: Props['params']) {
  const {locale: segment, doc, revision: olderDate, other: newerDate} = await params
  const locale = localeFromSegment(segment)
  if (!locale || !(olderDate < newerDate)) return null
  const document = await getLegalDocument(doc, locale.lang)
  const revisions = readableRevisions(document?.revisions ?? null, todayInBuenosAires())
  const older = revisions.find((revision) => revision.inForce === olderDate)
  const newer = revisions.find((revision) => revision.inForce === newerDate)
  if (!document || !older || !newer) return null
  // Both texts in one language: the page's when both have it, Spanish otherwise.
  if (older.bodyLanguage === newer.bodyLanguage)
    return {locale, document, older, newer, bodyLanguage: newer.bodyLanguage}
  const spanish = await getLegalDocument(doc, 'es')
  const inSpanish = (date: string) => spanish?.revisions?.find((revision) => revision.inForce === date)
  return {
    locale,
    document,
    older: {...older, body: inSpanish(olderDate)?.body ?? null},
    newer: {...newer, body: inSpanish(newerDate)?.body ?? null},
    bodyLanguage: 'es',
  }
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const resolved = await resolve(params)
  if (!resolved) return {}
  const {locale, document, older, newer} = resolved
  const {legal} = getDictionary(locale.lang)
  return {
    title: legal.comparisonTitle.replace('{title}', document.title ?? ''),
    ...(document.description ? {description: document.description} : {}),
    alternates: pageAlternates(`/legal/${document.slug}/${older.inForce}/comparar/${newer.inForce}`, locale.lang),
    robots: {index: false},
  }
}

export default async function LegalComparisonPage({params}: Props) {
  const resolved = await resolve(params)
  if (!resolved) notFound()
  const {older, newer} = resolved
  const hasText = (body: unknown) => Array.isArray(body) && body.length > 0
  const paragraphs = hasText(older.body) && hasText(newer.body) ? diffRevisions(older.body, newer.body) : undefined
  return <LegalComparison {...resolved} paragraphs={paragraphs} newerIsComing={newer.inForce! > todayInBuenosAires()} />
}

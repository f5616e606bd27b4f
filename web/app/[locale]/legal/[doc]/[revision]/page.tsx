import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {LegalArticle} from '@/components/LegalArticle'
import {getLegalDocument, getLegalSlugs} from '@/lib/content'
import {formatDate, readableRevisions, revisionInForce, todayInBuenosAires} from '@/lib/content/legal'
import {requestPerspective} from '@/lib/content/requestPerspective'
import {localeFromSegment} from '@/lib/i18n/languages'
import {pageAlternates} from '@/lib/seo'

/**
 * Shared caches (the CDN) keep a page a minute before asking again: a publish reaches visitors
 * within a minute of the webhook regenerating it. It also brings a revision into force on its day.
 */
export const revalidate = 60

type Props = {params: Promise<{locale: string; doc: string; revision: string}>}

/**
 * Every revision that has been in force keeps its own address, /legal/{doc}/{in-force date}, and
 * so does the one announced to come (the notice on every page links to what it changes).
 */
export async function generateStaticParams() {
  const slugs = await getLegalSlugs()
  const today = todayInBuenosAires()
  const documents = await Promise.all(slugs.map((slug) => getLegalDocument(slug, 'es')))
  return documents.flatMap((document) =>
    readableRevisions(document?.revisions ?? null, today).map((revision) => ({
      doc: document!.slug!,
      revision: revision.inForce!,
    })),
  )
}

async function resolve(params: Props['params']) {
  const {locale: segment, doc, revision: date} = await params
  const locale = localeFromSegment(segment)
  if (!locale) return null
  const document = await getLegalDocument(doc, locale.lang, await requestPerspective())
  const today = todayInBuenosAires()
  const current = document && revisionInForce(document.revisions, today)
  const revision = readableRevisions(document?.revisions ?? null, today).find((candidate) => candidate.inForce === date)
  if (!document || !current || !revision) return null
  return {locale, document, revision, current: revision === current ? undefined : current}
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const resolved = await resolve(params)
  if (!resolved) return {}
  const {document, revision, locale} = resolved
  // The document's description: what it is about, whichever version (the layout's, the site's, without one).
  return {
    title: `${document.title} (${formatDate(revision.inForce!, locale.lang)})`,
    ...(document.description ? {description: document.description} : {}),
    alternates: pageAlternates(`/legal/${document.slug}/${revision.inForce}`, locale.lang),
    robots: {index: false},
  }
}

export default async function LegalRevisionPage({params}: Props) {
  const resolved = await resolve(params)
  if (!resolved) notFound()
  return <LegalArticle {...resolved} />
}

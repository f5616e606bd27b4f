import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {LegalArticle} from '@/components/LegalArticle'
import {getLegalDocument, getLegalSlugs, getSiteSettings} from '@/lib/content'
import {revisionInForce, todayInBuenosAires} from '@/lib/content/legal'
import {requestPerspective} from '@/lib/content/requestPerspective'
import {localeFromSegment} from '@/lib/i18n/languages'
import {pageMetadata} from '@/lib/seo'

/**
 * Shared caches (the CDN) keep a page a minute before asking again: a publish reaches visitors
 * within a minute of the webhook regenerating it. It also brings a revision into force on its day.
 */
export const revalidate = 60

type Props = {params: Promise<{locale: string; doc: string}>}

export async function generateStaticParams() {
  return (await getLegalSlugs()).map((doc) => ({doc}))
}

async function resolve(params: Props['params']) {
  const {locale: segment, doc} = await params
  const locale = localeFromSegment(segment)
  if (!locale) return null
  const perspective = await requestPerspective()
  const document = await getLegalDocument(doc, locale.lang, perspective)
  const revision = document && revisionInForce(document.revisions, todayInBuenosAires())
  return document && revision ? {locale, document, revision, perspective} : null
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const resolved = await resolve(params)
  if (!resolved) return {}
  const {locale, document, perspective} = resolved
  return pageMetadata({
    locale,
    path: `/legal/${document.slug}`,
    title: document.title ?? '',
    // Written for searchers in the Studio («Buscadores»); without one, the site's (pageMetadata).
    description: document.description,
    settings: await getSiteSettings(locale.lang, perspective),
  })
}

export default async function LegalPage({params}: Props) {
  const resolved = await resolve(params)
  if (!resolved) notFound()
  const {locale, document, revision} = resolved
  return <LegalArticle locale={locale} document={document} revision={revision} />
}

import {getServerConfig} from '@/lib/config'
import {getLegalDocument, getLegalSlugs, getShownPageSlugs, getSiteSettings} from '@/lib/content'
import {revisionInForce, todayInBuenosAires} from '@/lib/content/legal'
import {getDictionary} from '@/lib/i18n/dictionary'
import {LOCALE_SEGMENTS, localeFromSegment, type Locale} from '@/lib/i18n/languages'
import type {MarkdownContext} from '@/lib/markdown/blocks'
import {closingMarkdown, type LegalLink} from '@/lib/markdown/closing'
import {legalMarkdown} from '@/lib/markdown/legal'
import {canonicalUrl, landingPageSeo} from '@/lib/seo'
import {pageMarkdown} from '@/sections/markdown'
import {getPage} from '@/sections/page'

/**
 * The Markdown copy of a page (docs/architecture.md, «Markdown copies and llms.txt»), where
 * web/proxy.ts sends `/alco.md` and a request for `/alco` that prefers `text/markdown`. Made
 * from the published content like the page, kept in Next's cache per content version, and
 * regenerated with the page by the publishing webhook (web/lib/publishing/affectedPages.ts).
 */
export const dynamic = 'force-static'
export const revalidate = 60

type Params = {locale: string; path?: string[]}

export async function generateStaticParams(): Promise<Params[]> {
  const paths = [
    [],
    ...(await getShownPageSlugs(todayInBuenosAires())).map((slug) => [slug]),
    ...(await getLegalSlugs()).map((slug) => ['legal', slug]),
  ]
  return LOCALE_SEGMENTS.flatMap((locale) => paths.map((path) => ({locale, path})))
}

export async function GET(_request: Request, {params}: {params: Promise<Params>}) {
  const {locale: segment, path = []} = await params
  const locale = localeFromSegment(segment)
  const found = locale && (await copyOf(path, locale))
  if (!found) return new Response('NOT FOUND', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}})
  return new Response(found.markdown, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      // The page's own address answers either form by Accept (web/proxy.ts): caches keep them apart.
      Vary: 'Accept',
      // The page is the one search engines index.
      Link: `<${found.canonical}>; rel="canonical"`,
    },
  })
}

async function copyOf(path: string[], locale: Locale) {
  const {siteUrl} = getServerConfig()
  const settings = await getSiteSettings(locale.lang, 'published')
  const context: MarkdownContext = {locale, settings, dictionary: getDictionary(locale.lang), siteUrl}
  // The page's canonical URL, as its head declares it (/es/alco's is /alco).
  const canonical = (address: string) => canonicalUrl(address, locale.lang)
  if (path.length === 2 && path[0] === 'legal') {
    const document = await getLegalDocument(path[1]!, locale.lang, 'published')
    const revision = document && revisionInForce(document.revisions, todayInBuenosAires())
    if (!document || !revision) return undefined
    const closing = closingMarkdown(context, await legalLinks(locale))
    return {
      markdown: legalMarkdown(document, revision, context, closing),
      canonical: canonical(`/legal/${document.slug}`),
    }
  }
  if (path.length > 1) return undefined
  const slug = path[0] ?? ''
  // A page past its end date has no copy, as it has no page (web/proxy.ts answers its address).
  if (slug && !(await getShownPageSlugs(todayInBuenosAires())).includes(slug)) return undefined
  const page = await getPage(slug, locale.lang, 'published')
  if (!page) return undefined
  const seo = landingPageSeo(page, settings)
  const closing = closingMarkdown(context, await legalLinks(locale))
  return {markdown: pageMarkdown(page, context, seo, closing), canonical: canonical(seo.path)}
}

/** The legal documents in force, by their titles in the copy's language, at their canonical URLs. */
async function legalLinks(locale: Locale): Promise<LegalLink[]> {
  const today = todayInBuenosAires()
  const documents = await Promise.all(
    (await getLegalSlugs()).map((slug) => getLegalDocument(slug, locale.lang, 'published')),
  )
  return documents.flatMap((document) =>
    document?.title && revisionInForce(document.revisions, today)
      ? [{title: document.title, url: canonicalUrl(`/legal/${document.slug}`, locale.lang)}]
      : [],
  )
}

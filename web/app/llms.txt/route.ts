import {getServerConfig} from '@/lib/config'
import {getLegalDocument, getLegalSlugs, getShownPageSlugs, getSiteSettings} from '@/lib/content'
import {formatDate, revisionInForce, todayInBuenosAires} from '@/lib/content/legal'
import {getDictionary} from '@/lib/i18n/dictionary'
import {LANGUAGES, type Language, type Locale} from '@/lib/i18n/languages'
import {markdownPath} from '@/lib/markdown/addresses'
import {heading, linkItem, quote, toMarkdown, type MarkdownBlock} from '@/lib/markdown/blocks'
import {landingPageSeo} from '@/lib/seo'
import {getPage} from '@/sections/page'

/**
 * /llms.txt in llmstxt.org's form (docs/architecture.md, «Markdown copies and llms.txt»): the
 * brand as its title, the site's description as its summary, then, in each language, every page
 * shown today and each legal document's revision in force, each with its description and the
 * address of its Markdown copy. Pages that are not indexed (earlier revisions, comparisons, the
 * gone page) and pages past their end date are not listed, as in the sitemap. Kept in Next's
 * cache per content version; the publishing webhook regenerates it with the pages.
 */
export const dynamic = 'force-static'
export const revalidate = 60

/**
 * The headings of each language's sections. Here, not in the interface dictionary
 * (web/lib/i18n/dictionary.ts), which client parts bundle: pages carry not a byte for llms.txt.
 */
const HEADINGS: Record<Language, {pages: string; legal: string}> = {
  es: {pages: 'Páginas en español', legal: 'Documentos legales en español'},
  en: {pages: 'Pages in English', legal: 'Legal documents in English'},
}

export async function GET() {
  const {siteUrl} = getServerConfig()
  const today = todayInBuenosAires()
  const [slugs, legalSlugs, spanish] = await Promise.all([
    getShownPageSlugs(today),
    getLegalSlugs(),
    getSiteSettings('es', 'published'),
  ])
  const absolute = (path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`

  const languageSections = async (lang: Language): Promise<MarkdownBlock[]> => {
    // The unprefixed addresses are the Spanish ones (the canonical), /en/… the English.
    const locale: Locale = {lang, prefixed: lang !== 'es'}
    const settings = await getSiteSettings(lang, 'published')
    const dictionary = getDictionary(lang)
    const pages = await Promise.all(['', ...slugs].map((slug) => getPage(slug, lang, 'published')))
    const documents = await Promise.all(legalSlugs.map((slug) => getLegalDocument(slug, lang, 'published')))
    return [
      ...heading(HEADINGS[lang].pages),
      ...pages.flatMap((page) => {
        if (!page) return []
        const seo = landingPageSeo(page, settings)
        return linkItem(seo.title, absolute(markdownPath(seo.path, locale)), seo.description)
      }),
      ...heading(HEADINGS[lang].legal),
      ...documents.flatMap((document) => {
        const revision = document && revisionInForce(document.revisions, today)
        if (!document?.title || !revision?.inForce) return []
        const note = `${dictionary.inForceSince}: ${formatDate(revision.inForce, lang)}`
        return linkItem(document.title, absolute(markdownPath(`/legal/${document.slug}`, locale)), note)
      }),
    ]
  }

  const blocks = [
    ...heading(spanish.brandName ?? spanish.title, 1),
    ...quote(spanish.description),
    ...(await Promise.all(LANGUAGES.map(languageSections))).flat(),
  ]
  return new Response(`${toMarkdown(blocks, {locale: {lang: 'es', prefixed: false}, siteUrl})}\n`, {
    headers: {'Content-Type': 'text/plain; charset=utf-8'},
  })
}

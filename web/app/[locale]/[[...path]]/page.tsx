import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {contactFormContext} from '@/lib/contact/formContext'
import {getPageSlugs, getSiteSettings} from '@/lib/content'
import {noteSpanishFallbacks} from '@/lib/content/fallbacks'
import {getDictionary} from '@/lib/i18n/dictionary'
import {requestPerspective} from '@/lib/content/requestPerspective'
import {isPreview} from '@habitum/content/perspective'
import {landingPageSeo, pageMetadata} from '@/lib/seo'
import {localeFromSegment} from '@/lib/i18n/languages'
import {getPage} from '@/sections/page'
import {Sections} from '@/sections/Sections'

type Props = {params: Promise<{locale: string; path?: string[]}>}

/**
 * Shared caches (the CDN) keep a page a minute before asking again: a publish reaches visitors
 * within a minute of the webhook regenerating it (docs/deploying.md).
 */
export const revalidate = 60

/** The main landing page (no path) and every other page by its slug, e.g. /alco. */
export async function generateStaticParams() {
  const slugs = await getPageSlugs()
  return [{path: []}, ...slugs.map((slug) => ({path: [slug]}))]
}

async function resolve(params: Props['params']) {
  const {locale: segment, path = []} = await params
  const locale = localeFromSegment(segment)
  if (!locale || path.length > 1) return null
  const perspective = await requestPerspective()
  const page = await getPage(path[0] ?? '', locale.lang, perspective)
  return page ? {locale, page, perspective} : null
}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const resolved = await resolve(params)
  if (!resolved) return {}
  const {page, locale, perspective} = resolved
  const settings = await getSiteSettings(locale.lang, perspective)
  const {path, title} = landingPageSeo(page, settings)
  return {
    ...pageMetadata({
      locale,
      path,
      title,
      description: page.seo.description,
      image: page.seo.image,
      settings,
    }),
    // The home page's title stands alone; other pages get « · Habitum» from the layout.
    ...(page.slug ? {} : {title: {absolute: title}}),
  }
}

export default async function LandingPage({params}: Props) {
  const resolved = await resolve(params)
  if (!resolved) notFound()
  const {locale, page, perspective} = resolved
  const [settings, contactForm] = await Promise.all([
    getSiteSettings(locale.lang, perspective),
    contactFormContext(locale, perspective),
    // What the English page shows in Spanish, marked lang="es" where it is drawn.
    noteSpanishFallbacks(page.slug, locale.lang, perspective),
  ])
  return (
    <Sections
      page={page}
      site={{locale, settings, dictionary: getDictionary(locale.lang), contactForm}}
      preview={isPreview(perspective)}
    />
  )
}

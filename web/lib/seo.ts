import {stegaClean} from '@sanity/client/stega'
import type {Metadata} from 'next'
import type {ImageData} from './images/imageData'
import {getServerConfig} from './config'
import {getSiteSettings, type SiteSettings} from './content'
import {isPreview, type Perspective} from '@habitum/content/perspective'
import type {Language, Locale} from './i18n/languages'
import {SHARE_IMAGE_SIZE} from '@habitum/content/images/config'
import {framedImage} from './images/imageUrl'
import imageLoader from './images/loader'
import {canonicalAddress} from './i18n/links'
import {markdownPath} from './markdown/addresses'
import {shareCardPath} from './shareCards/cards'
import {titleWithBrand} from '../../schemas/site/searchAppearance'

/**
 * A page's canonical URL in a language, absolute, from its path without a prefix: the one string
 * its `<link rel="canonical">`, its hreflang alternates, og:url, the sitemap, structured data and
 * its Markdown copy all give. Spanish has no prefix (/es/… is the same page), English lives under
 * /en. The home page is the bare origin (`https://host`, no slash): Next writes a metadata URL
 * whose path is "/" that way whatever it is given (resolveAbsoluteUrlWithPathname in
 * next/dist/lib/metadata), so the rest follows it; both name the same resource.
 */
export const canonicalUrl = (path: string, lang: Language) => canonicalAddress(path, lang, getServerConfig().siteUrl)

/** A page's canonical URL in each language, and the one for readers of neither (x-default: Spanish). */
export function languageUrls(path: string) {
  const es = canonicalUrl(path, 'es')
  return {es, en: canonicalUrl(path, 'en'), 'x-default': es}
}

/**
 * A page's canonical URL and its alternates in each language, for its metadata: every page has
 * them, those kept out of search engines too (an earlier legal revision, a comparison), whose
 * /es/… address is a duplicate all the same.
 */
export function pageAlternates(path: string, lang: Language) {
  return {canonical: canonicalUrl(path, lang), languages: languageUrls(path)}
}

/** The site's title and description, every page's defaults; a preview is never indexed. */
export async function siteMetadata(lang: Language, perspective: Perspective): Promise<Metadata> {
  // Meta tags are read by machines, never clicked in a preview: no stega in them.
  const settings = stegaClean(await getSiteSettings(lang, perspective))
  return {
    title: {
      default: settings.title ?? settings.brandName ?? '',
      template: titleWithBrand('%s', settings.brandName ?? ''),
    },
    description: settings.description ?? undefined,
    ...(isPreview(perspective) ? {robots: {index: false, follow: false}} : {}),
  }
}

/** A landing page as its meta tags name it: its path, its title, its description (the site's by default). */
export function landingPageSeo(
  page: {slug: string; title: string | null; seo: {title: string | null; description: string | null}},
  settings: SiteSettings,
) {
  return {
    path: page.slug ? `/${page.slug}` : '/',
    title: page.seo.title ?? page.title ?? settings.title ?? '',
    description: page.seo.description ?? settings.description ?? null,
  }
}

type PageSeo = {
  locale: Locale
  /** The page's path without a language prefix: "/", "/alco", "/legal/terms-of-use". */
  path: string
  title: string
  description?: string | null
  image?: ImageData | null
  settings: SiteSettings
}

/**
 * Title, description, canonical and alternates, Open Graph and Twitter cards for one page.
 * Meta tags are read by machines, not clicked in a preview: their text is cleaned of stega.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const {locale, path, title, description, image, settings} = stegaClean(seo)
  const {canonical, languages} = pageAlternates(path, locale.lang)
  const text = description ?? settings.description ?? undefined
  const {siteUrl} = getServerConfig()
  // The page's own share image, cut to 1200 × 630 around the editor's focal point; without one,
  // the card the site draws of its title in its language (web/app/share-cards).
  const framed = image?.src ? framedImage(image, SHARE_IMAGE_SIZE) : null
  const card = {lang: locale.lang, title, brandName: settings.brandName ?? '', host: new URL(siteUrl).host}
  const shared = framed
    ? {url: imageLoader({src: framed.src, width: framed.width}), width: framed.width, height: framed.height}
    : {url: shareCardPath(card, path), ...SHARE_IMAGE_SIZE, type: 'image/png'}
  // Described in the page's language: the image's own description, or the title the card shows.
  const images = [{...shared, alt: (framed && image?.alt) || title}]
  return {
    metadataBase: new URL(siteUrl),
    title,
    description: text,
    alternates: {
      canonical,
      languages,
      // The page's Markdown copy, for readers that prefer it (AI assistants; web/proxy.ts).
      types: {'text/markdown': markdownPath(path, locale)},
    },
    openGraph: {
      type: 'website',
      siteName: settings.brandName ?? undefined,
      title,
      description: text,
      url: canonical,
      locale: locale.lang === 'es' ? 'es_AR' : 'en_US',
      alternateLocale: locale.lang === 'es' ? ['en_US'] : ['es_AR'],
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: text,
      images: images.map(({url, alt}) => ({url, alt})),
    },
  }
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML, without stega. */
export function jsonLd(data: object): string {
  return JSON.stringify(stegaClean(data)).replace(/</g, '\\u003c')
}

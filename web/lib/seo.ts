import {stegaClean} from '@sanity/client/stega'
import type {Metadata} from 'next'
import type {ImageData} from './images/imageData'
import {getServerConfig} from './config'
import {getSiteSettings, type SiteSettings} from './content'
import type {Perspective} from '@habitum/content/perspective'
import type {Language, Locale} from './i18n/languages'
import {SHARE_IMAGE_SIZE} from '@habitum/content/images/config'
import {framedImage} from './images/imageUrl'
import imageLoader from './images/loader'
import {pathInLanguage} from './i18n/links'
import {markdownPath} from './markdown/addresses'
import {shareCardPath} from './shareCards/cards'
import {titleWithBrand} from '../../schemas/site/searchAppearance'

/**
 * URLs of a page in each language. Spanish is the default: its canonical URL has no prefix
 * (/es/… is the same page), English lives under /en.
 */
export function languageUrls(path: string) {
  return {es: path, en: pathInLanguage(path, 'en')}
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
    ...(perspective === 'drafts' ? {robots: {index: false, follow: false}} : {}),
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
  const urls = languageUrls(path)
  const canonical = urls[locale.lang]
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
      languages: {es: urls.es, en: urls.en, 'x-default': urls.es},
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

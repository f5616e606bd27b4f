import type {Language} from '@habitum/content/languages'

/**
 * How a page appears in a search result and a shared link's card, as the site writes its meta
 * tags (web/lib/seo.ts, web/app/[locale]/[[...path]]/page.tsx): shared so the Studio's preview
 * shows what the site will send.
 */

/** What search engines show of a title and a description before cutting it (about 600 px on a phone). */
export const SEARCH_TITLE_SHOWN = 60
export const SEARCH_DESCRIPTION_SHOWN = 160

/** A page's title as the site prints it: other pages carry the brand after this separator. */
export const titleWithBrand = (title: string, brandName: string) => `${title} · ${brandName}`

type Bilingual = {es?: string | null; en?: string | null} | null | undefined

/** A bilingual value in a language, Spanish when the English one is missing (schemas/site/fragments.ts `t`). */
export const inLanguage = (value: Bilingual, language: Language) =>
  (language === 'en' ? value?.en?.trim() || undefined : undefined) ?? (value?.es?.trim() || undefined)

export type SearchAppearanceInput = {
  language: Language
  /** The page's slug; none for the home page. */
  slug?: string
  pageTitle?: Bilingual
  seo?: {title?: Bilingual; description?: Bilingual}
  settings: {brandName?: string | null; title?: Bilingual; description?: Bilingual}
  siteUrl: string
}

export type SearchAppearance = {
  url: string
  /** The title as the site prints it, with the brand after it on pages other than home. */
  title: string
  /** The title alone, as the share card the site draws shows it (schemas/site/shareCard.tsx). */
  cardTitle: string
  description: string
  /** Longer than search engines show: the end will not be seen. */
  titleCut: boolean
  descriptionCut: boolean
}

export function searchAppearance(input: SearchAppearanceInput): SearchAppearance {
  const {language, slug, settings} = input
  const title =
    inLanguage(input.seo?.title, language) ??
    inLanguage(input.pageTitle, language) ??
    inLanguage(settings.title, language) ??
    ''
  const fullTitle = slug && settings.brandName ? titleWithBrand(title, settings.brandName) : title
  const description = inLanguage(input.seo?.description, language) ?? inLanguage(settings.description, language) ?? ''
  const path = `${language === 'en' ? '/en' : ''}${slug ? `/${slug}` : language === 'en' ? '/' : ''}`
  return {
    url: `${input.siteUrl.replace(/\/+$/, '')}${path}`,
    title: fullTitle,
    cardTitle: title,
    description,
    titleCut: fullTitle.length > SEARCH_TITLE_SHOWN,
    descriptionCut: description.length > SEARCH_DESCRIPTION_SHOWN,
  }
}

/** The document whose «Buscadores y redes» is edited: a page, or the site's settings (their `title` is the site's). */
export type EditedForSearch = {_type?: string; slug?: {current?: string | null} | null; title?: Bilingual}

/**
 * The appearance's input for the document being edited, in a language: a page as itself; the
 * site's settings as the home page shows them, their title being the site's default.
 */
export function searchInputOf(
  edited: EditedForSearch,
  seo: SearchAppearanceInput['seo'],
  settings: SearchAppearanceInput['settings'],
  language: Language,
  siteUrl: string,
): SearchAppearanceInput {
  if (edited._type === 'siteSettings') {
    return {language, seo, settings: {...settings, title: edited.title ?? settings.title}, siteUrl}
  }
  return {language, slug: edited.slug?.current ?? undefined, pageTitle: edited.title, seo, settings, siteUrl}
}

/** Text cut where search engines cut it, with an ellipsis. */
export const asShown = (text: string, shown: number) =>
  text.length > shown ? `${text.slice(0, shown - 1).trimEnd()}…` : text

/** The site's languages, Spanish first: it is the default and the fallback for missing English. */
export const LANGUAGES = ['es', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** What an address without a language prefix is in. */
export const DEFAULT_LANGUAGE: Language = 'es'

/** Each language's name as the Studio labels its fields, in the Studio's Spanish. */
export const LANGUAGE_TITLES: Record<Language, string> = {es: 'Español', en: 'Inglés'}

const LANGUAGE_PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`)

/**
 * A path split into its language prefix, if any, and the rest, as the site's routes read it:
 * `/en/alco` → `en` and `/alco`; `/en` → `en` and `/`.
 */
export function splitLanguagePrefix(pathname: string): {prefix?: Language; rest: string} {
  const match = LANGUAGE_PREFIX.exec(pathname)
  return match ? {prefix: match[1] as Language, rest: pathname.slice(match[0].length) || '/'} : {rest: pathname}
}

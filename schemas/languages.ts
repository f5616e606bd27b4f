/** The site's languages, Spanish first: it is the default and the fallback for missing English. */
export const LANGUAGES = ['es', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language's name as the Studio labels its fields. */
export const LANGUAGE_TITLES: Record<Language, string> = {es: 'Español', en: 'English'}

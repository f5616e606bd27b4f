import {DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePrefix, type Language} from '@habitum/content/languages'

export {DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePrefix, type Language}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * The first route segment. URLs without a language prefix are rewritten by web/proxy.ts to the
 * segment UNPREFIXED, so pages know the URL carried no prefix (links then stay unprefixed too).
 */
export const UNPREFIXED = '_'
export const LOCALE_SEGMENTS = [UNPREFIXED, ...LANGUAGES] as const

/** What a page knows about its language: which one, and whether its URL said so. */
export type Locale = {lang: Language; prefixed: boolean}

/** The `lang` of a part of a page written in `language`: none where it is the page's own. */
export const partLang = (language: Language, locale: Locale): Language | undefined =>
  language === locale.lang ? undefined : language

export function localeFromSegment(segment: string): Locale | undefined {
  if (segment === UNPREFIXED) return {lang: DEFAULT_LANGUAGE, prefixed: false}
  return isLanguage(segment) ? {lang: segment, prefixed: true} : undefined
}

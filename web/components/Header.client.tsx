'use client'

import {useEffect, useSyncExternalStore} from 'react'
import type {Language} from '@/lib/i18n/languages'
import {pathInLanguage} from '@/lib/i18n/links'

export const LANGUAGE_STORAGE_KEY = 'habitum:language'

const NAMES: Record<Language, string> = {es: 'Español', en: 'English'}

/** A page's path does not change while it is shown (navigation loads a new page). */
const subscribeToNothing = () => () => {}

/**
 * Goes to the same page in the other language. Without JavaScript it goes to that language's
 * home; with it, to the very page. Also remembers the language in use (localStorage).
 * Unstyled on purpose: the header styles it (`[data-language-switch]`), so no styling code ships.
 *
 * Its name starts with what it shows («EN · English (Cambiar idioma)»), so a voice-control user
 * who says "click EN" reaches it (WCAG 2.5.3, label in name); the rest is for screen readers,
 * with the language's own name marked in its language.
 */
export function LanguageSwitch({lang, label}: {lang: Language; label: string}) {
  const target: Language = lang === 'es' ? 'en' : 'es'
  // The server cannot know the visitor's URL (rewrites hide it): it links the other home page.
  const href = useSyncExternalStore(
    subscribeToNothing,
    () => pathInLanguage(window.location.pathname, target),
    () => `/${target}/`,
  )

  useEffect(() => {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lang)
    } catch {
      // Storage can be blocked (private modes); the switch still works.
    }
  }, [lang, target])

  return (
    <a data-language-switch="" href={href} hrefLang={target}>
      {target.toUpperCase()}
      <span className="visually-hidden">
        {' · '}
        <span lang={target}>{NAMES[target]}</span> ({label})
      </span>
    </a>
  )
}

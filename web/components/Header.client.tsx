'use client'

import {useSelectedLayoutSegments} from 'next/navigation'
import {useEffect} from 'react'
import type {Language} from '@/lib/i18n/languages'
import {switchTarget} from '@/lib/i18n/links'

export const LANGUAGE_STORAGE_KEY = 'habitum:language'

const NAMES: Record<Language, string> = {es: 'Español', en: 'English'}

/**
 * Goes to the same page in the other language, at its canonical address (Spanish unprefixed),
 * from the server's HTML on: the header is drawn by the layout, which Next never tells the page's
 * path, but the route's segments below it are known where the page is rendered, on the server as
 * in the browser (rewrites hide the visitor's URL, not the route). Also remembers the language in
 * use (localStorage). Unstyled on purpose: the header styles it (`[data-language-switch]`), so no
 * styling code ships.
 *
 * Its name starts with what it shows («EN · English (Cambiar idioma)»), so a voice-control user
 * who says "click EN" reaches it (WCAG 2.5.3, label in name); the rest is for screen readers,
 * with the language's own name marked in its language.
 */
export function LanguageSwitch({lang, label}: {lang: Language; label: string}) {
  const target: Language = lang === 'es' ? 'en' : 'es'
  const href = switchTarget(useSelectedLayoutSegments(), target)

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

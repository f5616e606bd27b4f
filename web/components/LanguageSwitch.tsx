'use client'

import {useEffect, useSyncExternalStore} from 'react'
import styled from 'styled-components'
import type {Language} from '@/lib/i18n/languages'
import {pathInLanguage} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'

export const LANGUAGE_STORAGE_KEY = 'habitum:language'

const NAMES: Record<Language, string> = {es: 'Español', en: 'English'}

/** A page's path does not change while it is shown (navigation loads a new page). */
const subscribeToNothing = () => () => {}

/**
 * Goes to the same page in the other language. Without JavaScript it goes to that language's
 * home; with it, to the very page. Also remembers the language in use (localStorage).
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
    <Link href={href} hrefLang={target} lang={target} aria-label={`${label}: ${NAMES[target]}`}>
      {target.toUpperCase()}
    </Link>
  )
}

const Link = styled.a`
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.ink};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.sm};
  text-decoration: none;
  &:hover { background: ${theme.colors.mint}; color: ${theme.colors.ink}; }
`

'use client'

import {useSelectedLayoutSegments} from 'next/navigation'
import {useEffect, useState, type ReactNode} from 'react'
import type {Language} from '@/lib/i18n/languages'
import {switchTarget} from '@/lib/i18n/links'
import {NO_FLOAT_SELECTOR} from '@/lib/ui/noFloat'

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

/**
 * On phones the subscribe button floats at the bottom corner of the screen (Header.tsx): shown only
 * while none of the parts marked no-float (@/lib/ui/noFloat) is on screen below the fixed header. Until this
 * has looked (before or without JavaScript) it stays hidden, so it never covers anything; between
 * those parts it is within reach. Unstyled: the header styles it by `data-floating-subscribe`.
 */
export function FloatingSubscribe({children}: {children: ReactNode}) {
  const [shown, setShown] = useState(false)

  useEffect(() => {
    const header = document.querySelector('body > header')?.getBoundingClientRect().height ?? 0
    const onScreen = new Set<Element>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) onScreen.add(entry.target)
          else onScreen.delete(entry.target)
        }
        setShown(onScreen.size === 0)
      },
      // What the fixed header covers is not on screen.
      {rootMargin: `-${header}px 0px 0px 0px`},
    )
    document.querySelectorAll(NO_FLOAT_SELECTOR).forEach((part) => observer.observe(part))
    return () => observer.disconnect()
  }, [])

  return <span data-floating-subscribe={shown ? 'shown' : 'hidden'}>{children}</span>
}

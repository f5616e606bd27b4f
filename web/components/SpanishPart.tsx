import type {ReactNode} from 'react'
import styled from 'styled-components'
import {spanishLang} from '@/lib/content/fallbacks'
import {partLang, type Language, type Locale} from '@/lib/i18n/languages'

/**
 * Around a part whose content text is an attribute (an image's description): marks it lang="es"
 * when an English page shows that text in Spanish (web/lib/content/fallbacks.ts), without a box
 * of its own (`display: contents`), and without touching the image's own (client) component.
 */
export function SpanishPart({text, children}: {text: string | null | undefined; children: ReactNode}) {
  return spanishLang(text) ? <Part lang="es">{children}</Part> : children
}

/**
 * A content text inside a sentence of the site's own (a heading, a notice), written in `language`:
 * in a span that says so where that is not the page's language, as it is otherwise.
 */
export function InLanguage({text, language, locale}: {text: string; language: Language; locale: Locale}) {
  const lang = partLang(language, locale)
  return lang ? <span lang={lang}>{text}</span> : text
}

const Part = styled.span`
  display: contents;
`

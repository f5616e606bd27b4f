import type {ReactNode} from 'react'
import styled from 'styled-components'
import {spanishLang} from '@/lib/content/fallbacks'

/**
 * Around a part whose content text is an attribute (an image's description): marks it lang="es"
 * when an English page shows that text in Spanish (web/lib/content/fallbacks.ts), without a box
 * of its own (`display: contents`), and without touching the image's own (client) component.
 */
export function SpanishPart({text, children}: {text: string | null | undefined; children: ReactNode}) {
  return spanishLang(text) ? <Part lang="es">{children}</Part> : children
}

/**
 * A content text inside a sentence of the site's own (a heading, a notice): in a span lang="es"
 * when an English page shows it in Spanish by fallback, as it is otherwise.
 */
export function InlineContentText({text}: {text: string}) {
  return spanishLang(text) ? <span lang="es">{text}</span> : text
}

const Part = styled.span`
  display: contents;
`

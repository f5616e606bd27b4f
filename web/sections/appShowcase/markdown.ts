import {heading, image, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** The three tabs one after another, as a phone shows them: each its own heading, text and screen. */
export const markdown: SectionMarkdown<'appShowcase'> = (section) => [
  ...heading(section.heading ?? section.eyebrow),
  ...(section.tabs ?? []).flatMap((tab) => [
    ...heading([tab.label, tab.heading].filter(Boolean).join(': '), 3),
    ...paragraph(tab.text),
    ...image(tab.screen),
  ]),
]

import {heading, richText} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** Each question a heading, its answer the editors' rich text below it. */
export const markdown: SectionMarkdown<'faq'> = (section) => [
  ...heading(section.heading),
  ...(section.items ?? []).flatMap((item) => [...heading(item.question, 3), ...richText(item.answer)]),
]

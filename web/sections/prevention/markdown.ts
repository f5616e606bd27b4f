import {definitions, heading, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

export const markdown: SectionMarkdown<'prevention'> = (section) => [
  ...heading(section.heading ?? section.eyebrow),
  ...paragraph(section.text),
  ...definitions((section.highlights ?? []).map((item) => ({term: item.title, text: item.text}))),
]

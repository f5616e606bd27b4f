import {definitions, heading} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

export const markdown: SectionMarkdown<'planFeatures'> = (section) => [
  ...heading(section.heading ?? section.eyebrow),
  ...definitions((section.items ?? []).map((item) => ({term: item.title, text: item.text}))),
]

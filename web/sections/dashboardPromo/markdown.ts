import {heading, image, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

export const markdown: SectionMarkdown<'dashboardPromo'> = (section) => [
  ...heading(section.heading ?? section.eyebrow),
  ...(section.paragraphs ?? []).flatMap(paragraph),
  ...image(section.image),
]

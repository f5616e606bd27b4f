import {heading, image, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

export const markdown: SectionMarkdown<'pathologies'> = (section) => [
  ...heading(section.heading ?? section.eyebrow),
  ...paragraph(section.intro),
  ...(section.cards ?? []).flatMap((card) => [
    ...heading(card.title, 3),
    ...paragraph(card.text),
    ...image(card.image),
  ]),
]

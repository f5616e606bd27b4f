import {heading, image, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** The slides in order, as the page shows them without motion. */
export const markdown: SectionMarkdown<'scrollStory'> = (section) => [
  ...heading(section.heading),
  ...(section.slides ?? []).flatMap((slide) => [
    ...heading(slide.title, 3),
    ...paragraph(slide.text),
    ...image(slide.image),
  ]),
]

import {heading, image, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** The page's opening: its heading, intro and the phones' descriptions (the backdrop is decoration). */
export const markdown: SectionMarkdown<'hero'> = (section) => [
  ...heading(section.heading),
  ...paragraph(section.intro),
  ...(section.images ?? []).flatMap(image),
]

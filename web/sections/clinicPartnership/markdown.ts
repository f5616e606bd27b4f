import {heading, image, linkLine, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

export const markdown: SectionMarkdown<'clinicPartnership'> = (section) => [
  ...heading(section.heading),
  ...paragraph(section.text),
  ...linkLine(section.button?.label, section.button?.href),
  ...image(section.image),
]

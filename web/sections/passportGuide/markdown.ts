import {heading, image, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** The guide's steps, numbered as the page numbers them. */
export const markdown: SectionMarkdown<'passportGuide'> = (section) => [
  ...heading(section.heading ?? section.eyebrow),
  ...paragraph(section.intro),
  ...(section.steps ?? []).flatMap((step, index) => [
    ...heading(`${index + 1}. ${step.title ?? ''}`.trim(), 3),
    ...paragraph(step.text),
  ]),
  ...image(section.image),
]

import {heading, image, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** The plan's opening, its heading written as the component writes it. */
export const markdown: SectionMarkdown<'planHero'> = (section, {dictionary}) => [
  ...heading(dictionary.planHeroHeading.replace('{chosenBy}', section.chosenBy ?? '')),
  ...paragraph(section.intro),
  ...(section.images ?? []).flatMap(image),
]

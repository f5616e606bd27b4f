import {definitions, heading, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** How to reach the company; the form itself is for the page (a copy cannot send it). */
export const markdown: SectionMarkdown<'contact'> = (section, {settings, dictionary}) => [
  ...heading(section.heading),
  ...paragraph(section.intro),
  ...definitions(
    [
      {term: dictionary.phone, text: settings.phone},
      {term: dictionary.infoEmail, text: settings.infoEmail},
      {term: dictionary.supportEmail, text: settings.supportEmail},
      {term: dictionary.address, text: settings.address},
    ].filter((entry) => entry.text?.trim()),
  ),
]

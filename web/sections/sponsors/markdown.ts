import {bullets, heading, linkLine} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** The institutions by name, linked where they have an address. */
export const markdown: SectionMarkdown<'sponsors'> = (section) => [
  ...heading(section.heading),
  ...(section.sponsors ?? []).flatMap((sponsor) =>
    sponsor.url ? linkLine(sponsor.name, sponsor.url, true) : bullets([sponsor.name]),
  ),
]

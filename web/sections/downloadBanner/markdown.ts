import {heading, linkLine, paragraph} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

/** The banner and the stores it links to. */
export const markdown: SectionMarkdown<'downloadBanner'> = (section, {settings}) => [
  ...heading(section.heading),
  ...paragraph(section.text),
  ...linkLine('App Store', settings.appStoreUrl, true),
  ...linkLine('Google Play', settings.googlePlayUrl, true),
]

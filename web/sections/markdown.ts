import {heading, paragraph, toMarkdown, type MarkdownBlock, type MarkdownContext} from '@/lib/markdown/blocks'
import type {SectionType} from '../../schemas/sections/registry'
import {markdown as appShowcase} from './appShowcase/markdown'
import {markdown as clinicPartnership} from './clinicPartnership/markdown'
import {markdown as closingCall} from './closingCall/markdown'
import {markdown as contact} from './contact/markdown'
import {markdown as dashboardPromo} from './dashboardPromo/markdown'
import {markdown as downloadBanner} from './downloadBanner/markdown'
import {markdown as faq} from './faq/markdown'
import {markdown as features} from './features/markdown'
import {markdown as hero} from './hero/markdown'
import {markdown as passportGuide} from './passportGuide/markdown'
import {markdown as pathologies} from './pathologies/markdown'
import {markdown as planFeatures} from './planFeatures/markdown'
import {markdown as planHero} from './planHero/markdown'
import {markdown as prevention} from './prevention/markdown'
import {markdown as scrollStory} from './scrollStory/markdown'
import {markdown as signUp} from './signUp/markdown'
import {markdown as sponsors} from './sponsors/markdown'
import type {PageContent} from './page'
import type {Section, SectionMarkdown, SectionOf} from './types'

/**
 * How each section type reads in a page's Markdown copy: its folder's markdown.ts, under its
 * type. Like ./definitions.ts, this does not compile while a registered type has no entry, and
 * tests/sections fails for a folder without its markdown.ts.
 */
export const SECTION_MARKDOWN: {[T in SectionType]: SectionMarkdown<T>} = {
  hero,
  clinicPartnership,
  appShowcase,
  downloadBanner,
  prevention,
  features,
  pathologies,
  scrollStory,
  sponsors,
  closingCall,
  dashboardPromo,
  contact,
  faq,
  planHero,
  planFeatures,
  signUp,
  passportGuide,
}

const sectionMarkdown = <T extends SectionType>(section: SectionOf<T>, context: MarkdownContext): MarkdownBlock[] =>
  (SECTION_MARKDOWN[section._type as T] as SectionMarkdown<T> | undefined)?.(section, context) ?? []

/** A landing page as Markdown: its title, its description, each section in order, then the copy's closing part. */
export function pageMarkdown(
  page: PageContent,
  context: MarkdownContext,
  {title, description}: {title: string; description?: string | null},
  closing: MarkdownBlock[] = [],
): string {
  return `${toMarkdown(
    [
      ...heading(title, 1),
      ...paragraph(description),
      ...(page.sections ?? []).flatMap((section: Section) => sectionMarkdown(section, context)),
      ...closing,
    ],
    context,
  )}\n`
}

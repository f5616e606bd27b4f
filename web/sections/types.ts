import type {ContactFormContext} from '@/lib/contact/formContext'
import type {MarkdownBlock, MarkdownContext} from '@/lib/markdown/blocks'
import type {SiteSettings} from '@/lib/content'
import type {Dictionary} from '@/lib/i18n/dictionary'
import type {Locale} from '@/lib/i18n/languages'
import type {SectionType} from '../../schemas/sections/registry'
import type {SectionOfDefinition} from './defineSection'
import type {SECTION_DEFINITIONS} from './definitions'

/** A section as the page query gives it: one member per registered type, typed by typegen. */
export type Section = SectionOfDefinition<(typeof SECTION_DEFINITIONS)[SectionType]>
export type SectionOf<T extends SectionType> = Extract<Section, {_type: T}>

/** What every section knows about the page it is on. */
export type SiteContext = {
  locale: Locale
  settings: SiteSettings
  dictionary: Dictionary
  /** Where the contact form posts, with what key, the categories it offers, what it says and asks to accept. */
  contactForm: ContactFormContext
}

export type SectionProps<T extends SectionType> = {
  section: SectionOf<T>
  site: SiteContext
  /** The first section of a page: its images load at once. */
  isFirst: boolean
}

/**
 * How a section reads in its page's Markdown copy (its folder's markdown.ts): the blocks it adds,
 * in the page's language, from the same fields its component draws (web/lib/markdown/blocks.ts).
 */
export type SectionMarkdown<T extends SectionType> = (
  section: SectionOf<T>,
  context: MarkdownContext,
) => MarkdownBlock[]

import {DefaultImageRenderer, DefaultLinkRenderer, portableTextToMarkdown} from '@portabletext/markdown'
import type {PortableTextBlock} from '@portabletext/react'
import type {SiteSettings} from '../content'
import type {Dictionary} from '../i18n/dictionary'
import type {Locale} from '../i18n/languages'
import {localizeHref} from '../i18n/links'
import type {ImageData} from '../images/imageData'
import {framedImage} from '../images/imageUrl'
import imageLoader from '../images/loader'

/**
 * A page's Markdown copy (docs/architecture.md, «Markdown copies and llms.txt») is written as
 * Portable Text and turned into Markdown by Sanity's own converter (`@portabletext/markdown`):
 * the editors' rich text goes through it as it is, and the plain texts of sections become blocks
 * first, so every text is escaped and spaced by the one converter, never by hand.
 */

/** What a section's Markdown knows of the page it is on. */
export type MarkdownContext = {
  locale: Locale
  settings: SiteSettings
  dictionary: Dictionary
  /** The public origin (`SITE_URL`): every link and image in a copy is absolute. */
  siteUrl: string
}

type ImageBlock = {_type: 'image'; _key: string; src: string; alt: string}
export type MarkdownBlock = PortableTextBlock | ImageBlock
type Text = string | null | undefined

/** Images in a copy: wide enough to read, as the loader asks for them. */
const IMAGE_WIDTH = 1200

let keys = 0
const key = () => `md${(keys++).toString(36)}`

const textBlock = (text: string, style: string, extra: Partial<PortableTextBlock> = {}): PortableTextBlock => ({
  _type: 'block',
  _key: key(),
  style,
  markDefs: [],
  children: [{_type: 'span', _key: key(), text, marks: []}],
  ...extra,
})

/** A heading; level 1 is the page's title, sections start at 2. */
export const heading = (text: Text, level: 1 | 2 | 3 = 2): MarkdownBlock[] =>
  text?.trim() ? [textBlock(text.trim(), `h${level}`)] : []

/** A paragraph of plain text (its line breaks kept). */
export const paragraph = (text: Text): MarkdownBlock[] => (text?.trim() ? [textBlock(text.trim(), 'normal')] : [])

/** A quotation: llms.txt's summary under its title. */
export const quote = (text: Text): MarkdownBlock[] => (text?.trim() ? [textBlock(text.trim(), 'blockquote')] : [])

/** A list of plain texts, one item each; empty ones left out. */
export const bullets = (items: Text[]): MarkdownBlock[] =>
  items.flatMap((text) => (text?.trim() ? [textBlock(text.trim(), 'normal', {listItem: 'bullet', level: 1})] : []))

/** A term and its text, as a list item: «**Hoy**: tu agenda…». */
export const definitions = (items: Array<{term: Text; text: Text}>): MarkdownBlock[] =>
  items.flatMap(({term, text}) => {
    const title = term?.trim()
    const body = text?.trim()
    if (!title && !body) return []
    const children = [
      ...(title ? [{_type: 'span', _key: key(), text: title, marks: ['strong']}] : []),
      ...(title && body ? [{_type: 'span', _key: key(), text: `: ${body}`, marks: []}] : []),
      ...(!title && body ? [{_type: 'span', _key: key(), text: body, marks: []}] : []),
    ]
    return [{_type: 'block', _key: key(), style: 'normal', listItem: 'bullet', level: 1, markDefs: [], children}]
  })

/** A link on a line of its own (a button, a store): its label, to its address made absolute. */
export const linkLine = (label: Text, href: Text, asItem = false): MarkdownBlock[] => {
  if (!label?.trim() || !href) return []
  const mark = key()
  return [
    {
      _type: 'block',
      _key: key(),
      style: 'normal',
      ...(asItem ? {listItem: 'bullet', level: 1} : {}),
      markDefs: [{_type: 'link', _key: mark, href}],
      children: [{_type: 'span', _key: key(), text: label.trim(), marks: [mark]}],
    },
  ]
}

/** A list item linking a page, then a note: «[Inicio](https://…/index.md): …» (llms.txt's form). */
export const linkItem = (label: string, href: string, note: Text): MarkdownBlock[] => {
  const mark = key()
  return [
    {
      _type: 'block',
      _key: key(),
      style: 'normal',
      listItem: 'bullet',
      level: 1,
      markDefs: [{_type: 'link', _key: mark, href}],
      children: [
        {_type: 'span', _key: key(), text: label.trim(), marks: [mark]},
        ...(note?.trim() ? [{_type: 'span', _key: key(), text: `: ${note.trim()}`, marks: []}] : []),
      ],
    },
  ]
}

/** An image with its description; a decorative image (no description) says nothing, as on the page. */
export const image = (data: ImageData | null | undefined): MarkdownBlock[] => {
  const framed = framedImage(data)
  if (!framed || !data?.alt?.trim()) return []
  return [{_type: 'image', _key: key(), src: imageLoader({src: framed.src, width: IMAGE_WIDTH}), alt: data.alt.trim()}]
}

/** Rich text from the content, as the editors wrote it. */
export const richText = (value: unknown): MarkdownBlock[] =>
  Array.isArray(value) ? (value as PortableTextBlock[]).filter((block) => block && typeof block === 'object') : []

/** A file of the site (an image) at its absolute address: files have no language. */
const absoluteUrl = (src: string, siteUrl: string) =>
  src.startsWith('/') ? `${siteUrl.replace(/\/+$/, '')}${src}` : src

/** An address of the site, as the page would link it, made absolute; others (https, mailto, tel) as they are. */
function absoluteHref(href: string, context: Pick<MarkdownContext, 'locale' | 'siteUrl'>) {
  const localized = localizeHref(href, context.locale)
  return absoluteUrl(localized, context.siteUrl)
}

/** Blocks as Markdown, through Sanity's converter, with the site's links and images made absolute. */
export function toMarkdown(blocks: MarkdownBlock[], context: Pick<MarkdownContext, 'locale' | 'siteUrl'>): string {
  return portableTextToMarkdown(blocks, {
    marks: {
      link: (options) =>
        DefaultLinkRenderer({
          ...options,
          value: {...options.value, href: absoluteHref(String(options.value?.href ?? ''), context)},
        } as Parameters<typeof DefaultLinkRenderer>[0]),
    },
    types: {
      image: (options) =>
        DefaultImageRenderer({
          ...options,
          value: {...options.value, src: absoluteUrl(String(options.value.src), context.siteUrl)},
        } as Parameters<typeof DefaultImageRenderer>[0]),
    },
  }).trim()
}

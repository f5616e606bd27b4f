import path from 'node:path'
import type {Language} from '@habitum/content/languages'
import {loadSnapshot} from '@habitum/content/snapshot'
import {createSnapshotSource, type ContentSource, type QueryParams} from '../../web/lib/content/source'

/**
 * What the bundled content says, for tests about structure: a test that checks a heading is in its
 * place reads the heading from content/, so an editor's change to the words does not fail it. The
 * strings the site itself owns (its fixed wording, labels) stay literal in the tests.
 */

let published: ContentSource | undefined

/**
 * Runs GROQ over content/ as visitors see it (the site's own snapshot source, published
 * perspective: drafts left out). Tests run from the repository's root.
 */
export function fromContent<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  published ??= createSnapshotSource(loadSnapshot(path.resolve('content')))
  return published.fetch<Result>(query, params)
}

/** A page's section headings in order, in `lang` (English falls back to Spanish, as on the site). */
export const sectionHeadings = (slug: string, lang: Language = 'es') =>
  fromContent<string[]>(
    `*[_type == "page" && coalesce(slug.current, "") == $slug][0].sections[defined(heading)]{
      "text": coalesce(heading[$lang], heading.es)
    }.text`,
    {slug, lang},
  )

/** A legal document's title in `lang`. */
export const legalTitle = (slug: string, lang: Language = 'es') =>
  fromContent<string>(
    `*[_type == "legalDocument" && slug.current == $slug][0]{"t": coalesce(title[$lang], title.es)}.t`,
    {
      slug,
      lang,
    },
  )

/** The h2 headings of a legal document's revision in force today, in `lang` (Spanish if none). */
export async function legalHeadings(slug: string, lang: Language = 'es') {
  const today = new Date().toISOString().slice(0, 10)
  const blocks = await fromContent<Array<{children: Array<{text: string}>}>>(
    `*[_type == "legalDocument" && slug.current == $slug][0]{
      "revision": revisions[inForce <= $today] | order(inForce desc)[0]
    }.revision{"body": coalesce(body[$lang], body.es)}.body[style == "h2"]`,
    {slug, lang, today},
  )
  return blocks.map((block) => block.children.map((span) => span.text).join(''))
}

/** How many questions the home page's FAQ section lists. */
export const homeFaqCount = () =>
  fromContent<number>('count(*[_type == "page" && !defined(slug)][0].sections[_type == "faq"][0].items)')

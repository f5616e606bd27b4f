/**
 * A section type, declared once in its folder (web/sections/<type>/section.ts) and listed once in
 * web/sections/registry.ts. The Studio reads these definitions too (its schema, which documents
 * a section shows), so this file and each section.ts stay free of the site's runtime: no React,
 * no web/lib, no next/*.
 */

/** Types only: the shape of a section as the page query gives it, carried without a value. */
declare const RESULT: unique symbol

/**
 * How a section shows documents other than the page: `referenced`, the ones it references (a
 * FAQ's items); `all`, every document of that type (the contact form offers every company type).
 * The publishing webhook and the Presentation tool read it (schemas/site/locations.ts).
 */
export type Shows = 'referenced' | 'all'

export type SectionDefinition<Result extends {_type: string} = {_type: string}> = {
  /** The section's `_type`, its schema's name and the folder's name. */
  type: Result['_type']
  /** Its Sanity schema (./schema.ts): an object type the page's `sections` array offers. */
  schema: {name: Result['_type']; type: 'object'}
  /** The fields of the page query's branch for it, inside `_type == "<type>" => {…}`. */
  projection: string
  /** `sectionQuery(type, projection)`, declared with defineQuery for typegen: its result is `Result`. */
  typeQuery: string
  /** The document types its sections show, and how (above). */
  shows?: Readonly<Record<string, Shows>>
  readonly [RESULT]?: Result
}

/**
 * One section type. `Result` is the type typegen gives its `typeQuery`; its `_type` must be
 * `type`, so a definition and its generated type cannot drift apart.
 */
export function defineSection<QueryResult extends {_type: string} | null>(
  definition: SectionDefinition<NonNullable<QueryResult>>,
): SectionDefinition<NonNullable<QueryResult>> {
  return definition
}

/** The section as the page query gives it. */
export type SectionOfDefinition<Definition> = Definition extends SectionDefinition<infer Result> ? Result : never

/** The sections of a page, where each section's `typeQuery` looks (below). */
export const PAGE_SECTIONS = /* groq */ `*[_type == "page"][0].sections`

/**
 * The query typegen reads for one section type: the first section of that type on a page, with
 * the fields the page query gives it. Each section.ts writes it out as a template literal
 * (typegen evaluates no function of a variable): `npm run typegen` names its result type after
 * the constant it is assigned to (`faqSection` → `FaqSectionResult`).
 */
export const sectionQuery = (type: string, projection: string) =>
  `${PAGE_SECTIONS}[_type == "${type}"][0]{_key, _type, ${projection}}`

/** The page query's branch for one section type. */
export const sectionBranch = ({type, projection}: SectionDefinition) => `_type == "${type}" => {${projection}}`

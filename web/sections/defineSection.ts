import type {SectionType} from '../../schemas/sections/registry'

/**
 * What the site knows of a section type, declared once in its folder
 * (web/sections/<type>/section.ts) and listed once in ./definitions.ts: the fields the page query
 * gives its component. Its schema, and the documents it shows, are the content model's
 * (schemas/sections/).
 */

/** Types only: the shape of a section as the page query gives it, carried without a value. */
declare const RESULT: unique symbol

export type SectionDefinition<Result extends {_type: string} = {_type: string}> = {
  /** The section's `_type`: its schema's name and the folder's name. */
  type: Result['_type']
  /** The fields of the page query's branch for it, inside `_type == "<type>" => {…}`. */
  projection: string
  /** `sectionQuery(type, projection)`, declared with defineQuery for typegen: its result is `Result`. */
  typeQuery: string
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

/**
 * The site's definitions, one for each registered section type and for no other, each under its
 * type: what ./definitions.ts must satisfy, so that a type added to schemas/sections/registry.ts
 * without its section.ts, or a definition of a type not registered there, does not compile.
 */
export type SectionDefinitions = {[T in SectionType]: SectionDefinition<{_type: T}>}

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

import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {parse} from 'groq-js'
import {schemaTypes} from '../../schemas'
import {SECTION_TYPES, SECTIONS, type SectionType, type Shows} from '../../schemas/sections/registry'
import {LOCATIONS_QUERY} from '../../schemas/site/locations'
import {sectionBranch, sectionQuery, type SectionDefinition} from '../../web/sections/defineSection'
import {SECTION_DEFINITIONS, SECTIONS_PROJECTION} from '../../web/sections/definitions'
import {SECTION_MARKDOWN} from '../../web/sections/markdown'

export const SECTIONS_FOLDER = path.resolve(__dirname, '../../web/sections')
export const SCHEMAS_FOLDER = path.resolve(__dirname, '../../schemas/sections')

/** `faq` → `Faq`: the name of a section's component function and of its generated type. */
export const pascalCase = (type: string) => type[0]!.toUpperCase() + type.slice(1)

type SchemaNode = {type?: string; to?: {type: string}[]; fields?: SchemaNode[]; of?: SchemaNode[]}

/** The document types a schema references anywhere in its fields. */
function referencedTypes(node: SchemaNode): string[] {
  const own = node.type === 'reference' ? (node.to ?? []).map(({type}) => type) : []
  return [...own, ...[...(node.fields ?? []), ...(node.of ?? [])].flatMap(referencedTypes)]
}

/**
 * A registered section type and what it is made of: its line in schemas/sections/registry.ts (its
 * schema, the documents it shows) and the site's definition of it (web/sections/definitions.ts).
 */
export type SectionParts = {
  type: string
  schema: {name: string; type: string}
  shows?: Readonly<Record<string, Shows>>
  definition: SectionDefinition | undefined
}

/** The parts of a registered type, as the registry and the site's definitions hold them. */
export function partsOf(type: SectionType): SectionParts {
  const {schema, shows} = SECTIONS.find((section) => section.schema.name === type)!
  return {type, schema, shows: shows as SectionParts['shows'], definition: SECTION_DEFINITIONS[type]}
}

/**
 * What a registered section type lacks, in words (none: it is whole). Each part the README's
 * "A section type" names: its schema file schemas/sections/<type>.ts (exporting the schema under
 * its type's name), the schema named as the type, the documents it shows; its folder's section.ts
 * (exporting the site's definition under its type's name) with a projection that is GROQ and the
 * typegen query the page query's branch matches, its generated type, its component, and its
 * markdown.ts (how it reads in the page's Markdown copy), listed in web/sections/markdown.ts.
 */
export async function sectionProblems({type, schema, shows, definition}: SectionParts): Promise<string[]> {
  const problems: string[] = []

  const schemaFile = path.join(SCHEMAS_FOLDER, `${type}.ts`)
  if (!existsSync(schemaFile)) problems.push(`no schemas/sections/${type}.ts`)
  else if ((await import(schemaFile))[type] !== schema) {
    problems.push(`its schema is not schemas/sections/${type}.ts's \`${type}\``)
  }
  if (schema.name !== type) problems.push(`its schema is named "${schema.name}", not "${type}"`)
  if (schema.type !== 'object') problems.push('its schema is not an object type')
  if (!schemaTypes.includes(schema as never)) problems.push("the Studio's schema types lack its schema")
  for (const [documentType, how] of Object.entries(shows ?? {})) {
    if (!schemaTypes.some((each) => each.name === documentType && each.type === 'document')) {
      problems.push(`it shows "${documentType}", which is no document type`)
    }
    if (how === 'referenced' && !referencedTypes(schema as SchemaNode).includes(documentType)) {
      problems.push(`it shows the "${documentType}" documents it references, but its schema references none`)
    }
    if (!LOCATIONS_QUERY.includes(`"${documentType}"`)) problems.push(`LOCATIONS_QUERY leaves out "${documentType}"`)
  }

  const folder = path.join(SECTIONS_FOLDER, type)
  const inFolder = (file: string) => path.join(folder, file)
  if (!existsSync(folder)) return [...problems, `no folder web/sections/${type}/`]

  if (!definition) problems.push(`web/sections/definitions.ts has no definition of "${type}"`)
  else problems.push(...(await definitionProblems(type, definition, inFolder('section.ts'))))

  // The site finds it by its folder's Component.tsx (web/sections/Sections.tsx).
  const name = pascalCase(type)
  if (!existsSync(inFolder('Component.tsx'))) problems.push('no Component.tsx')
  else if (!readFileSync(inFolder('Component.tsx'), 'utf8').includes(`export {${name} as default} from './${name}'`)) {
    problems.push(`Component.tsx does not export ${name} from ./${name}.tsx as its default`)
  }
  if (!existsSync(inFolder(`${name}.tsx`))) problems.push(`no component ${name}.tsx`)
  else if (!readFileSync(inFolder(`${name}.tsx`), 'utf8').includes(`export function ${name}({`)) {
    problems.push(`${name}.tsx does not export function ${name}`)
  } else if (!readFileSync(inFolder(`${name}.tsx`), 'utf8').includes(`SectionProps<'${type}'>`)) {
    problems.push(`${name} does not take SectionProps<'${type}'>`)
  }
  // How it reads in the page's Markdown copy (web/sections/markdown.ts): a section without it
  // would be missing from every copy.
  if (!existsSync(inFolder('markdown.ts'))) problems.push('no markdown.ts')
  else if (
    !readFileSync(inFolder('markdown.ts'), 'utf8').includes(`export const markdown: SectionMarkdown<'${type}'>`)
  ) {
    problems.push(`markdown.ts does not export \`markdown: SectionMarkdown<'${type}'>\``)
  } else if ((SECTION_MARKDOWN as Record<string, unknown>)[type] !== (await import(inFolder('markdown.ts'))).markdown) {
    problems.push(`web/sections/markdown.ts does not list its folder's markdown under "${type}"`)
  }
  return problems
}

/** What the site's definition of `type` lacks: its section.ts, its projection, its typegen query and type. */
async function definitionProblems(type: string, definition: SectionDefinition, sectionFile: string) {
  const problems: string[] = []
  if (!existsSync(sectionFile)) problems.push('no section.ts')
  else if ((await import(sectionFile))[type] !== definition) {
    problems.push(`its folder's section.ts does not export it as \`${type}\``)
  }
  if (definition.type !== type) problems.push(`its definition's type is "${definition.type}", not "${type}"`)
  if (!definition.projection.trim()) problems.push('an empty projection')
  else {
    try {
      parse(`*[]{${sectionBranch(definition)}}`)
    } catch (error) {
      problems.push(`its projection is not GROQ: ${(error as Error).message}`)
    }
  }
  if (!SECTIONS_PROJECTION.includes(sectionBranch(definition))) {
    problems.push(`the page query has no branch \`_type == "${type}" => {…}\``)
  }
  if (definition.typeQuery !== sectionQuery(type, definition.projection)) {
    problems.push('its typeQuery is not sectionQuery(type, projection): its type would not be what the page gives')
  }
  const generated = readFileSync(path.resolve(__dirname, '../../packages/content/sanity.types.ts'), 'utf8')
  if (!generated.includes(`export type ${pascalCase(type)}SectionResult =`)) {
    problems.push(
      `packages/content/sanity.types.ts has no ${pascalCase(type)}SectionResult: name its query ${type}Section, run npm run typegen`,
    )
  }
  return problems
}

/**
 * Where the site's definitions (web/sections/definitions.ts) and the registry disagree, in words:
 * a registered type without a definition, a definition of a type the registry lacks, a definition
 * under another type's name. TypeScript refuses each of these too (`satisfies SectionDefinitions`).
 */
export function definitionsProblems(definitions: Readonly<Record<string, SectionDefinition>>): string[] {
  const registered: readonly string[] = SECTION_TYPES
  return [
    ...registered.filter((type) => !Object.hasOwn(definitions, type)).map((type) => `no definition of "${type}"`),
    ...Object.entries(definitions).flatMap(([type, definition]) => [
      ...(registered.includes(type) ? [] : [`a definition of "${type}", which the registry lacks`]),
      ...(definition.type === type ? [] : [`the definition under "${type}" is of "${definition.type}"`]),
    ]),
  ]
}

/**
 * The packages the modules under `entry` import values from (type-only imports are erased), by
 * following its relative imports: what the registry brings wherever it is read.
 */
export function packagesImported(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm)) {
      if (typeOnly) continue
      if (!specifier!.startsWith('.')) packages.add(specifier!)
      else {
        const base = path.resolve(path.dirname(file), specifier!)
        const found = ['.ts', '.tsx', '/index.ts']
          .map((ending) => base + ending)
          .find((candidate) => existsSync(candidate))
        if (found) visit(found)
      }
    }
  }
  visit(entry)
  return packages
}

import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {parse} from 'groq-js'
import {schemaTypes} from '../../schemas'
import {LOCATIONS_QUERY} from '../../schemas/site/locations'
import {sectionBranch, sectionQuery, type SectionDefinition} from '../../web/sections/defineSection'
import {SECTIONS_PROJECTION} from '../../web/sections/registry'

export const SECTIONS_FOLDER = path.resolve(import.meta.dirname, '../../web/sections')

/** `faq` → `Faq`: the name of a section's component function and of its generated type. */
export const pascalCase = (type: string) => type[0]!.toUpperCase() + type.slice(1)

type SchemaNode = {type?: string; to?: {type: string}[]; fields?: SchemaNode[]; of?: SchemaNode[]}

/** The document types a schema references anywhere in its fields. */
function referencedTypes(node: SchemaNode): string[] {
  const own = node.type === 'reference' ? (node.to ?? []).map(({type}) => type) : []
  return [...own, ...[...(node.fields ?? []), ...(node.of ?? [])].flatMap(referencedTypes)]
}

/**
 * What a registered section type lacks, in words (none: it is whole). Each part the README's
 * "A section type" names: its folder's schema.ts and section.ts (exporting this definition under
 * its type's name), the schema named as the type, a projection that is GROQ, the typegen query
 * the page query's branch matches, its generated type, its component, and the documents it shows.
 */
export async function sectionProblems(section: SectionDefinition): Promise<string[]> {
  const {type} = section
  const problems: string[] = []
  const folder = path.join(SECTIONS_FOLDER, type)
  const inFolder = (file: string) => path.join(folder, file)
  if (!existsSync(folder)) return [`no folder web/sections/${type}/`]

  if (!existsSync(inFolder('schema.ts'))) problems.push('no schema.ts')
  else if ((await import(inFolder('schema.ts'))).schema !== section.schema) {
    problems.push("its schema is not its folder's schema.ts `schema`")
  }
  if (!existsSync(inFolder('section.ts'))) problems.push('no section.ts')
  else if ((await import(inFolder('section.ts')))[type] !== section) {
    problems.push(`its folder's section.ts does not export it as \`${type}\``)
  }
  if (section.schema.name !== type) problems.push(`its schema is named "${section.schema.name}", not "${type}"`)
  if (section.schema.type !== 'object') problems.push('its schema is not an object type')
  if (!schemaTypes.includes(section.schema as never)) problems.push("the Studio's schema types lack its schema")

  if (!section.projection.trim()) problems.push('an empty projection')
  else {
    try {
      parse(`*[]{${sectionBranch(section)}}`)
    } catch (error) {
      problems.push(`its projection is not GROQ: ${(error as Error).message}`)
    }
  }
  if (!SECTIONS_PROJECTION.includes(sectionBranch(section))) {
    problems.push(`the page query has no branch \`_type == "${type}" => {…}\``)
  }
  if (section.typeQuery !== sectionQuery(type, section.projection)) {
    problems.push('its typeQuery is not sectionQuery(type, projection): its type would not be what the page gives')
  }
  const generated = readFileSync(path.join(SECTIONS_FOLDER, '../sanity.types.ts'), 'utf8')
  if (!generated.includes(`export type ${pascalCase(type)}SectionResult =`)) {
    problems.push(
      `web/sanity.types.ts has no ${pascalCase(type)}SectionResult: name its query ${type}Section, run npm run typegen`,
    )
  }

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

  for (const [documentType, how] of Object.entries(section.shows ?? {})) {
    if (!schemaTypes.some((schema) => schema.name === documentType && schema.type === 'document')) {
      problems.push(`it shows "${documentType}", which is no document type`)
    }
    if (how === 'referenced' && !referencedTypes(section.schema as SchemaNode).includes(documentType)) {
      problems.push(`it shows the "${documentType}" documents it references, but its schema references none`)
    }
    if (!LOCATIONS_QUERY.includes(`"${documentType}"`)) problems.push(`LOCATIONS_QUERY leaves out "${documentType}"`)
  }
  return problems
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

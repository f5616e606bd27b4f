/**
 * Validates a content snapshot with the Studio's own schema and Sanity's own validator, offline:
 * custom rules that query the dataset (unique keys and slugs) run their GROQ on the snapshot
 * through groq-js. Usage: tsx scripts/validate-content.ts [content-dir]
 */
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {evaluate, parse} from 'groq-js'
import {createSchema, validateDocument, type Workspace} from 'sanity'
import {schemaTypes, SINGLETON_TYPES} from '../schemas'
import {loadSnapshot, type SanityDocument} from '@habitum/content/snapshot'
import {API_VERSION} from '../schemas/apiVersion'
import {SITE_SETTINGS_ID} from '../schemas/documents/siteSettings'
import {publishedProblem, type ReviewedDocument, type ReviewSettings} from '../schemas/review/rules'

export type Problem = {documentId: string; documentType: string; path: string; message: string}

/** Sanity's built-in rule messages (English) for the few rules used without a custom message. */
const BUILT_IN_MESSAGES: Record<string, string> = {
  'validation:generic.required': 'Required',
  'validation:array.minimum-length': 'Must have at least {{minNumber}} items',
  'validation:array.maximum-length': 'Must have at most {{maxNumber}} items',
  'validation:string.maximum-length': 'Must be at most {{maxLength}} characters long',
  'validation:string.email': 'Must be a valid email address',
  'validation:string.url.invalid': 'Not a valid URL',
}

function translate(key: string, values: Record<string, unknown> = {}) {
  const template = BUILT_IN_MESSAGES[key] ?? `${key} ${JSON.stringify(values)}`
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** The part of a Sanity client that validators use, answered by groq-js over the snapshot. */
function snapshotClient(documents: SanityDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, {params}), {dataset: documents, params})).get(),
    withConfig: () => client,
    config: () => ({apiVersion: API_VERSION, projectId: 'snapshot', dataset: 'snapshot'}),
  }
  return client
}

function formatPath(segments: unknown[]) {
  return segments
    .map((segment, index) => {
      if (typeof segment === 'string') return index === 0 ? segment : `.${segment}`
      if (typeof segment === 'number') return `[${segment}]`
      if (segment && typeof segment === 'object' && '_key' in segment) return `[_key=="${String(segment._key)}"]`
      return `[${JSON.stringify(segment)}]`
    })
    .join('')
}

export async function validateSnapshot(directory: string): Promise<Problem[]> {
  const {documents} = loadSnapshot(directory)
  const schema = createSchema({name: 'snapshot', types: schemaTypes})
  const ids = new Set(documents.map((document) => document._id))
  const client = snapshotClient(documents)
  const i18n = {t: translate, loadNamespaces: async () => undefined}
  const workspace = {schema, i18n, getClient: () => client} as unknown as Workspace
  const problems: Problem[] = [...missingSingletons(ids), ...reviewProblems(documents)]
  for (const document of documents) {
    if (document._type.startsWith('sanity.')) continue
    if (!schema.get(document._type)) {
      problems.push({
        documentId: document._id,
        documentType: document._type,
        path: '_type',
        message: `Unknown document type "${document._type}": it is not in schemas/`,
      })
      continue
    }
    const markers = await validateDocument({
      document: document as Parameters<typeof validateDocument>[0]['document'],
      workspace,
      // As the Studio validates: in 'cli' mode Sanity appends an unknown-field check with
      // .warning(), which downgrades the custom rules of object fields to warnings.
      environment: 'studio',
      getDocumentExists: async ({id}) => ids.has(id),
    })
    for (const marker of markers) {
      if (marker.level !== 'error') continue
      problems.push({
        documentId: document._id,
        documentType: document._type,
        path: formatPath(marker.path as unknown[]) || '(document)',
        message: marker.message,
      })
    }
  }
  return problems
}

/** Each singleton (site settings, the contact form's document) is published, under its type's name: the site needs it. */
function missingSingletons(ids: ReadonlySet<string>): Problem[] {
  return [...SINGLETON_TYPES]
    .filter((type) => !ids.has(type))
    .map((type) => ({
      documentId: type,
      documentType: type,
      path: '(document)',
      message: 'Missing: the site needs this document (a migration creates it: npm run migrate, docs/studio.md)',
    }))
}

/**
 * With «Exigir revisión antes de publicar» on in the snapshot's site settings, each published
 * document of a reviewed type (pages, FAQ items, legal documents, the contact form) must carry a
 * valid approval (schemas/review/rules.ts); with it off, none needs one.
 */
function reviewProblems(documents: SanityDocument[]): Problem[] {
  const settings = documents.find((document) => document._id === SITE_SETTINGS_ID)?.review as ReviewSettings | undefined
  return documents.flatMap((document) => {
    if (document._id.startsWith('drafts.')) return []
    const message = publishedProblem(document as ReviewedDocument, settings)
    return message ? [{documentId: document._id, documentType: document._type, path: 'publication', message}] : []
  })
}

export function formatProblem(problem: Problem) {
  return `${problem.documentId} (${problem.documentType}) › ${problem.path}: ${problem.message}`
}

async function main() {
  const directory = path.resolve(process.argv[2] ?? 'content')
  const problems = await validateSnapshot(directory)
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} problem(s) in the content snapshot ${directory}:`)
    for (const problem of problems) console.error(`  ${formatProblem(problem)}`)
    process.exit(1)
  }
  console.log(`✓ content snapshot ${directory} matches the Studio schema`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
}

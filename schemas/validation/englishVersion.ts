import type {ArraySchemaType, ObjectSchemaType, Path, SchemaType, ValidationContext, ValidationError} from 'sanity'
import {defineField} from '../define'
import {englishState, type BilingualValue} from '../translation/englishSource'

/** The editor's choice for a page's English version (the field «Versión en inglés»). */
export const ENGLISH_VERSION_OPTIONS = [
  {value: 'complete', title: 'Completa'},
  {value: 'fallback', title: 'Usa el español donde falte el inglés'},
] as const

const BILINGUAL_TYPES = new Set(['localeString', 'localeText', 'localeBlockContent'])

/** One bilingual value that has Spanish and no English, where the editor finds it. */
export type MissingEnglish = {
  path: Path
  /** Where it is, in the form's own words: «Secciones › Beneficios «Todo en una app» › Título». */
  where: string
  /** An image's description: the image rule reports it (schemas/objects/imageWithAlt.ts). */
  isImageDescription: boolean
}

/** One text whose Spanish changed after its English was written (schemas/translation/englishSource.ts). */
export type OutdatedEnglish = {path: Path; where: string; before?: string; now: string}

/**
 * What a document shows in its two languages: its texts with English, those without, and those
 * whose English was written from an earlier Spanish.
 */
export type EnglishCoverage = {withEnglish: number; missing: MissingEnglish[]; outdated: OutdatedEnglish[]}

const hasText = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0

const isNamed = (type: SchemaType | undefined, name: string): boolean =>
  Boolean(type && (type.name === name || isNamed(type.type, name)))

const isBilingual = (type: SchemaType) => [...BILINGUAL_TYPES].some((name) => isNamed(type, name))

/** A short Spanish name for an item of an array: its kind and, when it has one, its heading or title. */
function itemLabel(type: SchemaType, item: Record<string, unknown>) {
  const kind = type.title ?? type.name
  for (const field of ['heading', 'title', 'label']) {
    const spanish = (item[field] as {es?: unknown} | undefined)?.es
    if (typeof spanish === 'string' && spanish.trim()) return `${kind} «${spanish.trim()}»`
  }
  return kind
}

/**
 * Walks a value with its schema type, the way the form draws it: every bilingual text in every
 * field, section, nested item, button and image description. An image marked decorative has no
 * description to walk (its field is hidden).
 */
export function englishCoverage(type: SchemaType, value: unknown): EnglishCoverage {
  const coverage: EnglishCoverage = {withEnglish: 0, missing: [], outdated: []}
  const visit = (type: SchemaType, value: unknown, path: Path, where: string[], inImageAlt: boolean) => {
    if (value === undefined || value === null) return
    if (isBilingual(type)) {
      const {es, en} = value as {es?: unknown; en?: unknown}
      if (hasText(en)) coverage.withEnglish += 1
      else if (hasText(es)) coverage.missing.push({path, where: where.join(' › '), isImageDescription: inImageAlt})
      const state = englishState(value as BilingualValue)
      if (state.state === 'outdated')
        coverage.outdated.push({path, where: where.join(' › '), before: state.before, now: state.now})
      return
    }
    if (type.jsonType === 'array' && Array.isArray(value)) {
      const members = (type as ArraySchemaType).of
      value.forEach((item: unknown, index) => {
        if (!item || typeof item !== 'object') return
        const record = item as Record<string, unknown>
        const member = members.find((candidate) => candidate.name === (record._type ?? members[0]?.name)) ?? members[0]
        if (!member) return
        const segment = typeof record._key === 'string' ? {_key: record._key} : index
        visit(member, record, [...path, segment], [...where, itemLabel(member, record)], inImageAlt)
      })
      return
    }
    if (type.jsonType === 'object' && typeof value === 'object') {
      const record = value as Record<string, unknown>
      const isImage = isNamed(type, 'image')
      for (const field of (type as ObjectSchemaType).fields ?? []) {
        if (isImage && field.name === 'alt' && record.decorative === true) continue
        visit(
          field.type,
          record[field.name],
          [...path, field.name],
          [...where, field.type.title ?? field.name],
          inImageAlt || (isImage && field.name === 'alt'),
        )
      }
    }
  }
  visit(type, value, [], [], false)
  return coverage
}

/**
 * Each validated version of a document is walked once: every image's rule and the document's own
 * rule ask about the same object, and the Studio hands a new one to validate after each edit.
 */
const coverageOf = new WeakMap<object, EnglishCoverage>()

/** The edited document's coverage, read with its own schema type; undefined outside a document. */
function documentCoverage(context: Pick<ValidationContext, 'document' | 'schema'>) {
  const document = context.document
  const type = document ? context.schema.get(document._type) : undefined
  if (!document || !type) return undefined
  const known = coverageOf.get(document)
  if (known) return known
  const coverage = englishCoverage(type, document)
  coverageOf.set(document, coverage)
  return coverage
}

/** Whether the document has an English version: some text of it is written in English. */
export const hasEnglishVersion = (context: Pick<ValidationContext, 'document' | 'schema'>) =>
  (documentCoverage(context)?.withEnglish ?? 0) > 0

/**
 * The rule of «Versión en inglés» = «Completa»: each Spanish text with no English is an error
 * at its own field, so the «Validación» panel leads to it. Image descriptions are left to the
 * image's own rule, which asks for them whichever the choice.
 */
export function englishIsComplete(
  document: {[field: string]: unknown} | undefined,
  context: ValidationContext,
): true | ValidationError[] {
  if (document?.englishVersion !== 'complete') return true
  const missing = (documentCoverage(context)?.missing ?? []).filter((item) => !item.isImageDescription)
  if (missing.length === 0) return true
  return missing.map((item) => ({
    message: `Falta el inglés de «${item.where}» (la versión en inglés está marcada como completa)`,
    path: item.path,
  }))
}

/**
 * Each text whose Spanish changed after its English was written is a warning at its field: the
 * document still publishes (the English may well still say the same), but nobody misses it.
 */
export function englishIsCurrent(_document: unknown, context: ValidationContext): true | ValidationError[] {
  const outdated = documentCoverage(context)?.outdated ?? []
  if (outdated.length === 0) return true
  return outdated.map((item) => ({
    message: `El español de «${item.where}» cambió después de su traducción: revise el inglés, o confirme con «Sigue vigente» que aún dice lo mismo`,
    path: item.path,
  }))
}

/** The sentence the Studio shows under «Usa el español donde falte el inglés». */
export function fallbackNote(missing: number) {
  if (missing === 0) return 'Todos los textos tienen inglés: la página en inglés no muestra nada en español.'
  return missing === 1
    ? '1 texto se verá en español en la página en inglés.'
    : `${missing} textos se verán en español en la página en inglés.`
}

/** «Versión en inglés», required, on each document that acts as a page; new ones start complete. */
export const englishVersionField = (group?: string) =>
  defineField({
    name: 'englishVersion',
    title: 'Versión en inglés',
    description:
      'Completa: cada texto en español tiene su inglés, y no se puede publicar si falta alguno. Usa el español: donde falte el inglés, la página en inglés muestra el español.',
    type: 'string',
    options: {list: [...ENGLISH_VERSION_OPTIONS], layout: 'radio'},
    initialValue: 'complete',
    ...(group && {group}),
    validation: (rule) => rule.required().error('Elija si la versión en inglés es completa o usa el español'),
  })

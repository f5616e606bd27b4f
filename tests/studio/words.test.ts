/** @jest-environment node */
import assert from '../support/assert'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type {SchemaType, ValidationContext} from 'sanity'
import {schemaTypes} from '../../schemas'
import {retitleSanityParts} from '../../studio/sanityTitles'
import {endDateProblem, endRedirectProblem} from '../../schemas/pageEnd'
import {fromProblem, toProblem} from '../../schemas/redirectRules'
import {missingTarget, siteLinkTarget} from '../../schemas/validation/siteLinks'

/**
 * The Studio's own words, as its editors (marketing and legal staff, in Spanish) read them: every
 * schema type's title, description, field, option, fieldset and group title, the messages of the
 * validation rules, and the texts of the Studio's tools and components. None may hold what only a
 * developer understands: a file path, an HTTP status, «dataset», a piece of code, or an English
 * word of the list below. The Studio says what happens to visitors instead.
 */

const repository = path.resolve(__dirname, '../..')

/** One string an editor may read, and where it comes from. */
type Said = {file: string; where: string; text: string}

/** What an editor should not read, each with a test on the text. */
const PROBLEMS: ReadonlyArray<{problem: string; found: (text: string) => boolean}> = [
  {
    problem: 'a file path',
    found: (text) =>
      /\b(?:docs|web|schemas|studio|packages|scripts|tests|local-lake|node_modules)\//.test(text) ||
      /\w\.(?:md|tsx?|m?js|json|ndjson)\b/.test(text),
  },
  {
    problem: 'an HTTP status',
    // A 3-digit number 1xx–5xx standing alone: not a count of something («160 caracteres», «767 px»),
    // not part of a longer number, a date, a time or a path.
    found: (text) =>
      /\bHTTPS?\b/.test(text) ||
      /(?<![\d.,:/-])\b[1-5]\d\d\b(?!\d|[.,:]\d|\s*(?:px|ms|s|%|caracteres|días|horas|minutos|muestras|visitas)\b)/.test(
        text,
      ),
  },
  {problem: '«dataset»', found: (text) => /\bdatasets?\b/i.test(text)},
  {
    problem: 'code',
    // An identifier (snake_case or camelCase), a placeholder in braces, a language's code, the name of a hash.
    found: (text) =>
      /\b[a-z]+_[a-z0-9_]+\b/.test(text) ||
      /\((?:es|en)(?:\/(?:es|en))?\)/.test(text) ||
      /\b[a-z]+[A-Z][A-Za-z]*\b/.test(text) ||
      /\{[\p{L}_]+\}/u.test(text) ||
      /\bSHA-?\d+\b/.test(text),
  },
  {
    problem: 'a fingerprint',
    // «versión 160da0dd29f33d32»: a hash names nothing an editor read; a date or a title does.
    found: (text) => /\bversi[oó]n\s+(?=[0-9a-f]*[a-f])(?=[0-9a-f]*\d)[0-9a-f]{6,}\b/i.test(text),
  },
  {
    problem: 'an English word',
    // Whole words, any case. Not «error», «normal», «total», «panel», «spam»: Spanish words too.
    found: (text) =>
      /\b(?:drafts?|published|publish|previews?|fields?|settings|english|reviews?|save|warnings?|pages?|links?|images?|slug|query|queries|schema|token|webhook|dashboard|upload|url|blocks?|spans?|mark definitions|reference to|indentation)\b/i.test(
        text,
      ),
  },
  {
    problem: 'a technical term',
    // The metrics' and the links' technical names, a time standard, a unit of screens, a file format:
    // said in the staff's words, the names themselves only under «Detalle técnico» (not walked).
    found: (text) =>
      /\bUTC\b|\bp75\b|percentil|histograma|\b(?:LCP|INP|CLS)\b|web\.dev|\d\s*px\b|\butm_|\bJSON\b/i.test(text),
  },
  {
    problem: 'a date as a machine writes it',
    // «2026-12-10»: dates are said in words («10 de diciembre de 2026»).
    // Not in an address the editor wrote (/legal/terms/2020-01-01), quoted back to them.
    found: (text) => /(?<!\/)\b\d{4}-\d{2}-\d{2}\b/.test(text),
  },
]

/**
 * What an editor may read though a rule above would refuse it, each for a reason. Keep this list
 * short: reword rather than allow (the campaign parameters' names, once here, are now said as
 * «Fuente / Medio / Nombre de la campaña», the names under «Detalle técnico»).
 */
const ALLOWED: readonly string[] = []

const problemsOf = (text: string) => {
  // «{{date}}» in Sanity's strings completed in Spanish (studio/locale.ts) is filled in before anyone reads it.
  const filled = text.replace(/\{\{\w+\}\}/g, '…')
  const unallowed = ALLOWED.reduce((rest, allowed) => rest.split(allowed).join(' '), filled)
  return PROBLEMS.filter(({found}) => found(unallowed)).map(({problem}) => problem)
}

// ---------------------------------------------------------------------------------------------
// The schema, walked as the Studio draws it.

type Definition = Record<string, unknown>

/** A stand-in for Sanity's validation `Rule`: records each message and each custom rule it is given. */
function recordingRule(messages: string[], customs: Array<(...args: unknown[]) => unknown>) {
  const rule: object = new Proxy(
    {},
    {
      get: (_target, method) => {
        if (method === 'then') return undefined
        return (...args: unknown[]) => {
          if (['error', 'warning', 'info'].includes(String(method)) && typeof args[0] === 'string') {
            messages.push(args[0])
          }
          if (method === 'custom' && typeof args[0] === 'function') {
            customs.push(args[0] as (...args: unknown[]) => unknown)
          }
          return rule
        }
      },
    },
  )
  return rule
}

/** A validation context that finds nothing published and has no document of its own. */
const quietContext = {
  document: {_id: 'drafts.words', _type: 'page'},
  path: [],
  parent: {},
  type: {},
  getClient: () => ({fetch: async () => null, config: () => ({})}),
  schema: {get: () => undefined},
} as unknown as ValidationContext

/** Values a custom rule is tried with, to hear its messages: nothing, a short text, long texts, a wrong address. */
const TRIED_VALUES: unknown[] = [
  undefined,
  '',
  'Texto de prueba',
  'x'.repeat(800),
  {es: 'x'.repeat(800), en: 'x'.repeat(800)},
  {es: '', en: ''},
  {current: 'Mal Escrita'},
  {current: 'es'},
  {asset: {_ref: 'image-a-10x10-png'}},
  {},
  -1,
]

async function messagesOfValidation(validation: unknown): Promise<string[]> {
  if (typeof validation !== 'function') return []
  const messages: string[] = []
  const customs: Array<(...args: unknown[]) => unknown> = []
  validation(recordingRule(messages, customs))
  for (const custom of customs) {
    for (const value of TRIED_VALUES) {
      try {
        const result = await custom(value, quietContext)
        const results = Array.isArray(result) ? result : [result]
        for (const one of results) {
          if (typeof one === 'string') messages.push(one)
          else if (one && typeof one === 'object' && typeof (one as {message?: unknown}).message === 'string') {
            messages.push((one as {message: string}).message)
          }
        }
      } catch {
        // A rule that needs more of its context than this one gives says nothing here: its literal
        // messages are read from its source below.
      }
    }
  }
  return messages
}

/** Every string of a type's definition an editor reads, with where it is. */
async function schemaWords(definition: Definition, where: string, said: Array<Omit<Said, 'file'>>) {
  const add = (text: unknown, what: string) => {
    if (typeof text === 'string' && text.trim()) said.push({where: `${where} (${what})`, text})
  }
  add(definition.title, 'title')
  add(definition.description, 'description')
  for (const group of (definition.groups as Definition[] | undefined) ?? []) add(group.title, `group ${group.name}`)
  for (const fieldset of (definition.fieldsets as Definition[] | undefined) ?? []) {
    add(fieldset.title, `fieldset ${fieldset.name}`)
    add(fieldset.description, `fieldset ${fieldset.name}`)
  }
  for (const ordering of (definition.orderings as Definition[] | undefined) ?? []) add(ordering.title, 'ordering')
  const options = (definition.options ?? {}) as Definition
  for (const option of (options.list as unknown[] | undefined) ?? []) {
    add(typeof option === 'string' ? option : (option as Definition).title, 'option')
  }
  for (const key of ['styles', 'lists']) {
    for (const entry of (definition[key] as Definition[] | undefined) ?? []) add(entry.title, key)
  }
  const marks = (definition.marks ?? {}) as Definition
  for (const decorator of (marks.decorators as Definition[] | undefined) ?? []) add(decorator.title, 'decorator')
  for (const annotation of (marks.annotations as Definition[] | undefined) ?? []) {
    await schemaWords(annotation, `${where} › ${annotation.name}`, said)
  }
  for (const message of await messagesOfValidation(definition.validation)) add(message, 'validation')
  const preview = definition.preview as {prepare?: (value: object) => Definition} | undefined
  if (preview?.prepare) {
    try {
      const prepared = preview.prepare({})
      add(prepared.title, 'preview')
      add(prepared.subtitle, 'preview')
    } catch {
      // Read from its source below.
    }
  }
  for (const field of (definition.fields as Definition[] | undefined) ?? []) {
    await schemaWords(field, `${where} › ${field.name}`, said)
  }
  for (const member of (definition.of as Definition[] | undefined) ?? []) {
    await schemaWords(member, `${where} › ${String(member.name ?? member.type)}`, said)
  }
}

// ---------------------------------------------------------------------------------------------
// The sources: what the Studio's files say to editors, read with TypeScript's parser.

/** The files of the Studio's words: the schema (the section types' too), the Studio's code and config. */
function studioFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(path.join(repository, folder), {withFileTypes: true}).flatMap((entry) => {
      const file = path.posix.join(folder, entry.name)
      if (entry.isDirectory()) return walk(file)
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
    })
  return ['sanity.config.ts', ...walk('schemas'), ...walk('studio')]
}

/** Object keys whose value is read by editors. */
const EDITOR_KEYS = new Set([
  'title',
  'description',
  'subtitle',
  'message',
  'label',
  'text',
  'placeholder',
  'caption',
  'intro',
  'none',
  'taken',
  'header',
])
/** Object keys whose value is code, even inside a value editors read (`select: {title: 'title.es'}`). */
const CODE_KEYS = new Set([
  'select',
  'name',
  'type',
  'value',
  'key',
  'id',
  'group',
  'media',
  'icon',
  'filter',
  'position',
  'fill',
])
/** JSX attributes editors read. */
const EDITOR_ATTRIBUTES = new Set([
  'title',
  'label',
  'text',
  'description',
  'placeholder',
  'caption',
  'intro',
  'message',
  'aria-label',
  'alt',
])
/** JSX attributes that are code, whatever their value reads like (a style's `url(…)`, a test id). */
const CODE_ATTRIBUTES = new Set(['style', 'className', 'id', 'key', 'data-testid', 'htmlFor', 'src', 'href'])
/** Calls whose string arguments are for developers or machines. */
const CODE_CALLS =
  /^(?:fetch|listenQuery|require|Error|TypeError|RangeError|console\.\w+|useKeptState|downloadText|new URL|URL)$/

/** A string that reads as words: two letters and a space, or a letter beyond ASCII. */
const looksLikeProse = (text: string) => (/\s/.test(text) && /\p{L}{2}/u.test(text)) || /[^\p{ASCII}]/u.test(text)
/** Markup (an SVG drawn by the share card): code, whatever words its attributes hold. */
const looksLikeMarkup = (text: string) => /^<[a-z][\s\S]*>$/i.test(text)
/** A GROQ query or a fragment of one. */
const looksLikeGroq = (text: string) => /\*\[|->|\b_id\b|\b_type\b|\b_key\b|==|\bcoalesce\(|"\w+":/.test(text)

function sourceWords(file: string): Said[] {
  const text = readFileSync(path.join(repository, file), 'utf8')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const said: Said[] = []
  const add = (node: ts.Node, words: string, editorPosition: boolean) => {
    const trimmed = words.replace(/\s+/g, ' ').trim()
    if (!trimmed || looksLikeGroq(trimmed) || looksLikeMarkup(trimmed)) return
    if (!editorPosition && !looksLikeProse(trimmed)) return
    const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
    said.push({file, where: `${file}:${line}`, text: trimmed})
  }
  const nameOf = (name: ts.Node) =>
    ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : ''
  const visit = (node: ts.Node, editorPosition: boolean): void => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isTaggedTemplateExpression(node) ||
      ts.isThrowStatement(node) ||
      ts.isTypeNode(node) ||
      ts.isElementAccessExpression(node) ||
      // What is folded under «Detalle técnico» is for whoever maintains the site.
      (ts.isJsxElement(node) && node.openingElement.tagName.getText(source) === 'TechnicalDetail')
    ) {
      return
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression.getText(source)
      const calleeName = ts.isNewExpression(node) ? `new ${callee}` : callee
      if (CODE_CALLS.test(calleeName) || CODE_CALLS.test(callee)) return
      const method = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ''
      if (['error', 'warning', 'info'].includes(method)) {
        visit(node.expression, editorPosition)
        for (const argument of node.arguments ?? []) visit(argument, true)
        return
      }
    }
    if (ts.isPropertyAssignment(node)) {
      const key = nameOf(node.name)
      if (CODE_KEYS.has(key)) return
      visit(node.initializer, editorPosition || EDITOR_KEYS.has(key))
      return
    }
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source)
      if (node.initializer && !CODE_ATTRIBUTES.has(name)) visit(node.initializer, EDITOR_ATTRIBUTES.has(name))
      return
    }
    if (ts.isJsxText(node)) return add(node, node.text, true)
    if (ts.isJsxExpression(node) && !ts.isJsxAttribute(node.parent)) {
      if (node.expression) visit(node.expression, true)
      return
    }
    if (ts.isBinaryExpression(node) && /^(?:===|!==|==|!=)$/.test(node.operatorToken.getText(source))) return
    if (ts.isCaseClause(node)) return node.statements.forEach((statement) => visit(statement, editorPosition))
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return add(node, node.text, editorPosition)
    if (ts.isTemplateExpression(node)) {
      add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…'), editorPosition)
      for (const span of node.templateSpans) visit(span.expression, editorPosition)
      return
    }
    ts.forEachChild(node, (child) => visit(child, editorPosition))
  }
  visit(source, false)
  return said
}

// ---------------------------------------------------------------------------------------------
// Messages built at run time, from the rules that build them with the values they are given.

function runtimeMessages(): Said[] {
  const said: Said[] = []
  const add = (file: string, where: string, text: string | undefined) => {
    if (text) said.push({file, where: `${file}: ${where}`, text})
  }
  const redirects = {livePaths: ['/alco'], otherRedirects: [{from: '/vieja', to: '/nueva'}]}
  for (const from of [undefined, 'sin-barra', '/api/x', '/alco', '/vieja']) {
    add('schemas/redirectRules.ts', `fromProblem(${from})`, fromProblem(from, redirects))
  }
  for (const to of [undefined, 'ftp://x', '/promo', '/vieja']) {
    add('schemas/redirectRules.ts', `toProblem(${to})`, toProblem(to, '/promo', redirects))
  }
  add('schemas/redirectRules.ts', 'toProblem(chain)', toProblem('/otra', '/nueva', redirects))
  add('schemas/pageEnd.ts', 'endDateProblem', endDateProblem('2030-01-01', undefined))
  const ending = {id: 'page-a', endDate: '2030-01-01', afterEnd: 'redirect'}
  const target = {_id: 'page-b', title: 'Otra', endDate: '2029-01-01'}
  for (const [page, found] of [
    [ending, null],
    [{...ending, targetId: 'page-a'}, null],
    [{...ending, targetId: 'page-b'}, null],
    [{...ending, targetId: 'page-b'}, target],
  ] as const) {
    add('schemas/pageEnd.ts', 'endRedirectProblem', endRedirectProblem(page, found, '2026-01-01'))
  }
  const nothing = {home: null, page: null, legal: null}
  for (const href of ['/a/b/c', '#x', '/alco', '/legal/terms/2020-01-01', '/alco#faq']) {
    const target = siteLinkTarget(href)!
    const found = {home: {anchors: ['faq']}, page: {anchors: ['x']}, legal: {dates: ['2021-01-01']}}
    add('schemas/validation/siteLinks.ts', `missingTarget(${href})`, missingTarget(href, target, nothing))
    add('schemas/validation/siteLinks.ts', `missingTarget(${href}, found)`, missingTarget(href, target, found))
  }
  return said
}

/** The site's answers to the external link check, as the Studio turns them into messages. */
async function externalLinkMessages(): Promise<Said[]> {
  const verdicts = [
    {result: 'broken', status: 404},
    {result: 'broken', status: 410},
    {result: 'broken', reason: 'no_such_host'},
    ...[
      'timeout',
      'unreachable',
      'private_address',
      'refused_to_robots',
      'server_error',
      'too_many_redirects',
      'x',
    ].map((reason) => ({result: 'unchecked', reason})),
  ]
  const globals = globalThis as {window?: unknown; fetch: typeof fetch}
  const before = {window: globals.window, fetch: globals.fetch}
  const said: Said[] = []
  try {
    globals.window = {}
    const {externalLinkIsNotGone, externalLinkWasChecked} = await import('../../schemas/validation/externalLinks')
    for (const [index, verdict] of verdicts.entries()) {
      globals.fetch = (async () => new Response(JSON.stringify(verdict))) as typeof fetch
      const href = `https://ejemplo.com/${index}`
      const context = {
        path: ['links', index],
        getClient: () => ({config: () => ({token: 'editor'})}),
      } as unknown as ValidationContext
      for (const rule of [externalLinkIsNotGone, externalLinkWasChecked]) {
        const message = await rule(href, context)
        if (typeof message === 'string') {
          said.push({
            file: 'schemas/validation/externalLinks.ts',
            where: `${rule.name}(${JSON.stringify(verdict)})`,
            text: message,
          })
        }
      }
    }
  } finally {
    globals.window = before.window
    globals.fetch = before.fetch
  }
  return said
}

// ---------------------------------------------------------------------------------------------

/** Where a string of the schema is written, when one file holds it whole. */
function fileHolding(text: string, files: readonly string[], sources: Map<string, string>) {
  const literal = [`'${text.replace(/'/g, "\\'")}'`, `"${text}"`, `\`${text}\``]
  return files.find((file) => literal.some((one) => sources.get(file)!.includes(one))) ?? 'schemas/'
}

/** Everything the Studio says, read once for all the tests below. */
let reading: Promise<Said[]> | undefined
const everythingSaid = () => (reading ??= readEverythingSaid())

async function readEverythingSaid(): Promise<Said[]> {
  const files = studioFiles()
  const sources = new Map(files.map((file) => [file, readFileSync(path.join(repository, file), 'utf8')]))
  const fromSchema: Array<Omit<Said, 'file'>> = []
  for (const type of schemaTypes as Definition[]) await schemaWords(type, `type ${String(type.name)}`, fromSchema)
  return [
    ...fromSchema.map((one) => ({...one, file: fileHolding(one.text, files, sources)})),
    ...files.flatMap(sourceWords),
    ...runtimeMessages(),
    ...(await externalLinkMessages()),
  ]
}

test('the Studio says nothing only a developer would understand: no file path, HTTP status, «dataset», code, fingerprint or English word', async () => {
  const said = await everythingSaid()
  assert.ok(said.length > 500, `the walk reads the Studio's words (read ${said.length})`)
  const refused = [
    ...new Set(
      said.flatMap((one) => problemsOf(one.text).map((problem) => `${one.where}: ${problem} in «${one.text}»`)),
    ),
  ]
  assert.deepEqual(refused, [], `reword these (say what happens to visitors instead):\n${refused.join('\n')}`)
})

test('the walk finds what it looks for: a field title, an option, a validation message, a text of a tool', async () => {
  const texts = new Set((await everythingSaid()).map((one) => one.text))
  for (const expected of [
    'Dejar de mostrar desde',
    'Imagen decorativa',
    'Completa',
    'Añada al menos una sección',
    'Solo minúsculas, números y guiones, sin guion al principio ni al final',
    'Tarjeta para compartir en …: …',
    'Publicar y redirigir la dirección anterior',
    'Velocidad para visitantes reales',
    'Español',
  ]) {
    assert.ok(texts.has(expected), `«${expected}» is among the words walked`)
  }
  // And the rules see what they must refuse.
  assert.deepEqual(problemsOf('Ver docs/studio.md'), ['a file path'])
  assert.deepEqual(problemsOf('410: ya no existe'), ['an HTTP status'])
  assert.deepEqual(problemsOf('Redirige (308)'), ['an HTTP status'])
  assert.deepEqual(problemsOf('Máximo 160 caracteres'), [])
  assert.deepEqual(problemsOf('la sal del dataset'), ['«dataset»'])
  assert.deepEqual(problemsOf('English'), ['an English word'])
  for (const sanitys of ['Block', 'Mark definitions', 'Reference to pregunta frecuente']) {
    assert.deepEqual(problemsOf(sanitys), ['an English word'], sanitys)
  }
  assert.deepEqual(problemsOf('Usa #{ancla}'), ['code'])
  assert.deepEqual(problemsOf('sin utm_source'), ['code', 'a technical term'])
  for (const technical of ['Los días son días UTC', 'el percentil 75 (p75)', 'sumando los histogramas', 'LCP (p75)']) {
    assert.ok(problemsOf(technical).includes('a technical term'), technical)
  }
  for (const technical of ['Umbrales de Google (web.dev)', 'teléfono hasta 767 px', 'Exportar JSON']) {
    assert.ok(problemsOf(technical).includes('a technical term'), technical)
  }
  assert.deepEqual(problemsOf('Recibida 2026-11-28 04:54'), ['a date as a machine writes it'])
  assert.deepEqual(problemsOf('Recibida el 28 de noviembre de 2026 a las 04:54'), [])
  assert.deepEqual(problemsOf('tras leer el aviso (versión 160da0dd29f33d32)'), ['a fingerprint'])
  assert.deepEqual(problemsOf('Aprobar esta versión'), [])
})

test('what Sanity titles itself (a paragraph and its parts, a reference) is said in Spanish too', async () => {
  const {createSchema} = await import('sanity')
  const schema = createSchema({name: 'habitum', types: schemaTypes})
  // As the Studio draws it: the parts of a paragraph and of an address retitled (studio/layout.tsx).
  retitleSanityParts(schema)
  const refused = new Set<string>()
  const seen = new Set<SchemaType>()
  const visit = (type: SchemaType, where: string) => {
    if (seen.has(type)) return
    seen.add(type)
    for (const problem of problemsOf(type.title ?? '')) refused.add(`${where}: ${problem} in «${type.title}»`)
    if ('fields' in type) for (const field of type.fields) visit(field.type, `${where}.${field.name}`)
    if ('of' in type) for (const member of type.of) visit(member, `${where}[]`)
  }
  for (const type of schemaTypes) visit(schema.get(type.name)!, type.name)
  assert.deepEqual([...refused], [], 'title these in the schema, or retitle them in studio/sanityTitles.ts')
})

test('every allowed word is still needed', async () => {
  const said = await everythingSaid()
  for (const allowed of ALLOWED) {
    assert.ok(
      said.some((one) => one.text.includes(allowed)),
      `no string holds «${allowed}» any more: remove it from ALLOWED`,
    )
  }
})

/** @jest-environment node */
import assert from '../support/assert'
import {execFileSync, spawnSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'

/**
 * The README's "A section type", followed literally for a throwaway type in this repository: its
 * schema file (schemas/sections/<type>.ts), its line in the registry (schemas/sections/registry.ts),
 * its folder (section.ts, its component, Component.tsx and markdown.ts) with its lines in
 * web/sections/definitions.ts and web/sections/markdown.ts, `npm run typegen`. Then the types, the lint of its files and the
 * registry's checks (./registry.test.ts, which the new type joins) must pass. Everything is put
 * back after: the schema file, the folder, both lists, schema.json and
 * packages/content/sanity.types.ts. A full site build is left to npm test's own step: types, lint
 * and the checks are what a missing step would fail.
 */
const REPO = path.resolve(__dirname, '../..')
const TYPE = 'scaffoldCheck'
const COMPONENT = 'ScaffoldCheck'
const SCHEMA_FILE = path.join(REPO, 'schemas/sections', `${TYPE}.ts`)
const FOLDER = path.join(REPO, 'web/sections', TYPE)
const REGISTRY = path.join(REPO, 'schemas/sections/registry.ts')
const DEFINITIONS = path.join(REPO, 'web/sections/definitions.ts')
const MARKDOWN = path.join(REPO, 'web/sections/markdown.ts')
const SCHEMA_JSON = path.join(REPO, 'schema.json')
const TYPES = path.join(REPO, 'packages/content/sanity.types.ts')
const RESTORED = [REGISTRY, DEFINITIONS, SCHEMA_JSON, TYPES, MARKDOWN]

// 1: the schema file.
const SCHEMA = `import {defineType} from '../define'
import {headingField, sectionPreview} from './fields'

/** A throwaway section type (tests/sections/scaffold.test.ts). */
export const ${TYPE} = defineType({
  name: '${TYPE}',
  title: 'Prueba',
  type: 'object',
  fields: [headingField(80)],
  preview: sectionPreview('Prueba'),
})
`

// 3–4: its folder: section.ts, the component, Component.tsx and markdown.ts.
const FILES = {
  'section.ts': `import {defineQuery} from 'groq'
import {t} from '../../../schemas/site/fragments'
import type {${COMPONENT}SectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What ${COMPONENT} receives. */
const projection = /* groq */ \`
  "heading": \${t('heading')}
\`

const ${TYPE}Section = defineQuery(\`\${PAGE_SECTIONS}[_type == "${TYPE}"][0]{_key, _type, \${projection}}\`)

export const ${TYPE} = defineSection<${COMPONENT}SectionResult>({
  type: '${TYPE}',
  projection,
  typeQuery: ${TYPE}Section,
})
`,
  'Component.tsx': `export {${COMPONENT} as default} from './${COMPONENT}'\n`,
  [`${COMPONENT}.tsx`]: `import type {SectionProps} from '../types'

export function ${COMPONENT}({section}: SectionProps<'${TYPE}'>) {
  return <h2>{section.heading}</h2>
}
`,
  'markdown.ts': `import {heading} from '@/lib/markdown/blocks'
import type {SectionMarkdown} from '../types'

export const markdown: SectionMarkdown<'${TYPE}'> = (section) => heading(section.heading)
`,
}

/** `source` with `line` added after the last line that matches `after`. */
function addLine(source: string, after: RegExp, line: string) {
  const lines = source.split('\n')
  const index = lines.findLastIndex((each) => after.test(each))
  assert.ok(index >= 0, `no line matches ${after}`)
  lines.splice(index + 1, 0, line)
  return lines.join('\n')
}

/** `source` with `line` added before the first line that matches `before`. */
function addLineBefore(source: string, before: RegExp, line: string) {
  const lines = source.split('\n')
  const index = lines.findIndex((each) => before.test(each))
  assert.ok(index >= 0, `no line matches ${before}`)
  lines.splice(index, 0, line)
  return lines.join('\n')
}

const run = (command: string, args: string[]) =>
  execFileSync(command, args, {cwd: REPO, stdio: 'pipe', encoding: 'utf8'})

test("a section type added by the README's steps is whole: it types, lints and passes the registry's checks", () => {
  for (const made of [SCHEMA_FILE, FOLDER])
    assert.ok(!existsSync(made), `${made} exists: remove it (a previous run was stopped)`)
  const saved = RESTORED.map((file) => readFileSync(file, 'utf8'))
  try {
    // 1: the schema file.
    writeFileSync(SCHEMA_FILE, SCHEMA)
    // 2: its registry line (the import, and its place in SECTIONS: last), with the documents it shows.
    let registry = addLine(saved[0]!, /^import \{\w+\} from '\.\/\w+'$/, `import {${TYPE}} from './${TYPE}'`)
    registry = addLineBefore(registry, /^\] satisfies /, `  {schema: ${TYPE}, shows: {faqItem: 'all'}},`)
    writeFileSync(REGISTRY, registry)
    // 3–4: its folder, and its line in the site's definitions.
    mkdirSync(FOLDER)
    for (const [name, source] of Object.entries(FILES)) writeFileSync(path.join(FOLDER, name), source)
    let definitions = addLine(
      saved[1]!,
      /^import \{\w+\} from '\.\/\w+\/section'$/,
      `import {${TYPE}} from './${TYPE}/section'`,
    )
    definitions = addLineBefore(definitions, /^\} satisfies SectionDefinitions$/, `  ${TYPE},`)
    writeFileSync(DEFINITIONS, definitions)
    let markdown = addLine(
      saved[4]!,
      /^import \{markdown as \w+\} from '\.\/\w+\/markdown'$/,
      `import {markdown as ${TYPE}} from './${TYPE}/markdown'`,
    )
    markdown = addLine(markdown, /^ {2}\w+,$/, `  ${TYPE},`)
    writeFileSync(MARKDOWN, markdown)
    // 5: typegen.
    run('npx', ['sanity', 'schema', 'extract', '--path', 'schema.json', '--force'])
    run('npx', ['sanity', 'typegen', 'generate'])

    const schema = JSON.parse(readFileSync(SCHEMA_JSON, 'utf8')) as {name: string}[]
    assert.ok(
      schema.some(({name}) => name === TYPE),
      'schema.json lacks the new type',
    )
    assert.match(readFileSync(TYPES, 'utf8'), new RegExp(`export type ${COMPONENT}SectionResult =`))
    run('npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit'])
    run('npx', [
      'eslint',
      '--max-warnings',
      '0',
      ...[SCHEMA_FILE, REGISTRY, FOLDER, DEFINITIONS, MARKDOWN].map((file) => path.relative(REPO, file)),
    ])
    // The registry's checks, in a Jest run of their own (as package.json's `jest` script runs it).
    const checks = spawnSync(
      process.execPath,
      [
        '--experimental-vm-modules',
        '--disable-warning=ExperimentalWarning',
        'node_modules/jest/bin/jest.js',
        '--ci',
        '--verbose',
        'tests/sections/registry.test.ts',
      ],
      {cwd: REPO, encoding: 'utf8'},
    )
    const output = `${checks.stdout}${checks.stderr}`
    assert.equal(checks.status, 0, `the registry's checks failed:\n${output}`)
    assert.match(output, new RegExp(`✓ ${TYPE}\\b`), 'the registry checks did not see the new type')
  } finally {
    rmSync(FOLDER, {recursive: true, force: true})
    rmSync(SCHEMA_FILE, {force: true})
    RESTORED.forEach((file, index) => writeFileSync(file, saved[index]!))
  }
})

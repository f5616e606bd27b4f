import assert from 'node:assert/strict'
import {execFileSync} from 'node:child_process'
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {test} from 'node:test'

/**
 * The README's "A section type", followed literally for a throwaway type in this repository:
 * its folder (schema.ts, section.ts, its component and Component.tsx), its line in the registry, `npm run
 * typegen`. Then the types, the lint of its folder and the registry's checks
 * (./registry.test.ts, which the new type joins) must pass. Everything is put back after:
 * the folder, the registry, schema.json and web/sanity.types.ts. A full site build is left to
 * npm test's own step: types, lint and the checks are what a missing step would fail.
 */
const REPO = path.resolve(import.meta.dirname, '../..')
const TYPE = 'scaffoldCheck'
const COMPONENT = 'ScaffoldCheck'
const FOLDER = path.join(REPO, 'web/sections', TYPE)
const REGISTRY = path.join(REPO, 'web/sections/registry.ts')
const RESTORED = [REGISTRY, path.join(REPO, 'schema.json'), path.join(REPO, 'web/sanity.types.ts')]

const FILES = {
  'schema.ts': `import {defineType} from '../../../schemas/define'
import {headingField, sectionPreview} from '../../../schemas/sections/fields'

/** A throwaway section type (tests/sections/scaffold.test.ts). */
export const schema = defineType({
  name: '${TYPE}',
  title: 'Prueba',
  type: 'object',
  fields: [headingField(80)],
  preview: sectionPreview('Prueba'),
})
`,
  'section.ts': `import {defineQuery} from 'groq'
import {t} from '../../../schemas/site/fragments'
import type {${COMPONENT}SectionResult} from '../../sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'
import {schema} from './schema'

/** What ${COMPONENT} receives. */
const projection = /* groq */ \`
  "heading": \${t('heading')}
\`

const ${TYPE}Section = defineQuery(\`\${PAGE_SECTIONS}[_type == "${TYPE}"][0]{_key, _type, \${projection}}\`)

export const ${TYPE} = defineSection<${COMPONENT}SectionResult>({
  type: '${TYPE}',
  schema,
  projection,
  typeQuery: ${TYPE}Section,
  shows: {faqItem: 'all'},
})
`,
  'Component.tsx': `export {${COMPONENT} as default} from './${COMPONENT}'\n`,
  [`${COMPONENT}.tsx`]: `import type {SectionProps} from '../types'

export function ${COMPONENT}({section}: SectionProps<'${TYPE}'>) {
  return <h2>{section.heading}</h2>
}
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

// Without NODE_TEST_CONTEXT, a test run inside this one reports in words, not to this runner.
const ENV = {...process.env}
delete ENV.NODE_TEST_CONTEXT
const run = (command: string, args: string[]) =>
  execFileSync(command, args, {cwd: REPO, env: ENV, stdio: 'pipe', encoding: 'utf8'})

test("a section type added by the README's steps is whole: it types, lints and passes the registry's checks", () => {
  assert.ok(!existsSync(FOLDER), `${FOLDER} exists: remove it (a previous run was stopped)`)
  const saved = RESTORED.map((file) => readFileSync(file, 'utf8'))
  try {
    // 1–3: the folder.
    mkdirSync(FOLDER)
    for (const [name, source] of Object.entries(FILES)) writeFileSync(path.join(FOLDER, name), source)
    // 4: its registry line (the import, and its place in SECTIONS: last).
    let registry = addLine(
      saved[0]!,
      /^import \{\w+\} from '\.\/\w+\/section'$/,
      `import {${TYPE}} from './${TYPE}/section'`,
    )
    registry = registry.replace(/^(export const SECTIONS = \[\n(?: {2}\w+,\n)+)/m, `$1  ${TYPE},\n`)
    assert.match(registry, new RegExp(`^ {2}${TYPE},$`, 'm'), 'the registry line was not added')
    writeFileSync(REGISTRY, registry)
    // 5: typegen.
    run('npx', ['sanity', 'schema', 'extract', '--path', 'schema.json', '--force'])
    run('npx', ['sanity', 'typegen', 'generate'])

    const schema = JSON.parse(readFileSync(RESTORED[1]!, 'utf8')) as {name: string}[]
    assert.ok(
      schema.some(({name}) => name === TYPE),
      'schema.json lacks the new type',
    )
    assert.match(readFileSync(RESTORED[2]!, 'utf8'), new RegExp(`export type ${COMPONENT}SectionResult =`))
    run('npx', ['tsc', '-p', 'web/tsconfig.json', '--noEmit'])
    run('npx', ['eslint', '--max-warnings', '0', path.relative(REPO, FOLDER), 'web/sections/registry.ts'])
    const checks = run('node', ['--import', 'tsx', '--test', 'tests/sections/registry.test.ts'])
    assert.match(checks, new RegExp(`✔ ${TYPE}`), 'the registry checks did not see the new type')
  } finally {
    rmSync(FOLDER, {recursive: true, force: true})
    RESTORED.forEach((file, index) => writeFileSync(file, saved[index]!))
  }
})

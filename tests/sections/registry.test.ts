/** @jest-environment node */
import assert from '../support/assert'
import {page} from '../../schemas/documents/page'
import {schemaTypes} from '../../schemas'
import {SECTION_TYPES} from '../../schemas/sections/registry'
import type {SectionDefinition, SectionDefinitions} from '../../web/sections/defineSection'
import {SECTION_DEFINITIONS} from '../../web/sections/definitions'
import {SECTION_MARKDOWN} from '../../web/sections/markdown'
import {
  definitionsProblems,
  packagesImported,
  partsOf,
  SCHEMAS_FOLDER,
  SECTIONS_FOLDER,
  sectionProblems,
} from './sectionProblems'
import {mkdirSync, rmSync} from 'node:fs'
import path from 'node:path'

describe('each registered section type is whole: its schema, its registry line, its folder', () => {
  for (const type of SECTION_TYPES) {
    test(type, async () => {
      assert.deepEqual(await sectionProblems(partsOf(type)), [])
    })
  }

  test("the registry's modules import nothing from sanity (the whole Studio, on the site's server), React or Next", () => {
    const packages = [...packagesImported(path.join(SCHEMAS_FOLDER, 'registry.ts'))]
    assert.deepEqual(
      packages.filter((name) => /^(sanity|react|react-dom|next)(\/|$)/.test(name)),
      [],
    )
    assert.ok(
      packages.some((name) => name.startsWith('@sanity/icons/')),
      'the scan follows the schema files',
    )
  })

  test('each type is registered once', () => {
    assert.deepEqual(SECTION_TYPES, [...new Set(SECTION_TYPES)])
  })

  test("the Studio's insert menu offers the registered types, in the registry's order", () => {
    const sections = page.fields.find((field) => field.name === 'sections') as {of: {type: string}[]}
    assert.deepEqual(
      sections.of.map(({type}) => type),
      SECTION_TYPES,
    )
    const schemaNames = schemaTypes.map(({name}) => name)
    assert.deepEqual(
      schemaNames.filter((name) => (SECTION_TYPES as readonly string[]).includes(name)),
      SECTION_TYPES,
    )
  })
})

describe("the site's definitions and the registry agree", () => {
  // Each of these is refused twice: by TypeScript (`satisfies SectionDefinitions` in
  // web/sections/definitions.ts; npm run typecheck compiles these lines) and by the check below.
  const {hero, ...withoutHero} = SECTION_DEFINITIONS
  const quiz: SectionDefinition<{_type: 'quiz'}> = {type: 'quiz', projection: 'heading', typeQuery: ''}

  test('each registered type has its definition, under its type, and no other type has one', () => {
    assert.deepEqual(definitionsProblems(SECTION_DEFINITIONS), [])
  })
  test('a registered type without a definition', () => {
    // @ts-expect-error: a registered type without its definition does not compile
    const lacking: SectionDefinitions = withoutHero
    assert.deepEqual(definitionsProblems(lacking), ['no definition of "hero"'])
  })
  test('a definition of a type the registry lacks', () => {
    // @ts-expect-error: nor does a definition of a type the registry lacks
    const extra: SectionDefinitions = {...SECTION_DEFINITIONS, quiz}
    assert.deepEqual(definitionsProblems(extra), ['a definition of "quiz", which the registry lacks'])
  })
  test("a definition under another type's name", () => {
    // @ts-expect-error: nor a definition under another type's name
    const swapped: SectionDefinitions = {...SECTION_DEFINITIONS, hero: SECTION_DEFINITIONS.faq}
    assert.deepEqual(definitionsProblems(swapped), ['the definition under "hero" is of "faq"'])
    assert.deepEqual(definitionsProblems({...swapped, hero}), [])
  })
})

describe('the check names each part a section type lacks', () => {
  const faq = partsOf('faq')
  const broken = async (change: Partial<typeof faq>) => sectionProblems({...faq, ...change})
  const withDefinition = (change: Partial<SectionDefinition>) => broken({definition: {...faq.definition!, ...change}})

  test('a schema named otherwise', async () => {
    assert.ok((await broken({schema: {...faq.schema, name: 'faqs'}})).some((p) => /named "faqs"/.test(p)))
  })
  test('no projection, or one that is not GROQ', async () => {
    assert.ok((await withDefinition({projection: ' '})).includes('an empty projection'))
    assert.ok((await withDefinition({projection: '"heading": '})).some((p) => /not GROQ/.test(p)))
  })
  test('a projection the page query lacks, or a typegen query that is not the branch', async () => {
    const problems = await withDefinition({projection: '"heading": heading.es'})
    assert.ok(problems.some((p) => /no branch `_type == "faq"/.test(p)))
    assert.ok(problems.some((p) => /typeQuery/.test(p)))
  })
  test('a type without its schema file or its folder, or without a definition on the site', async () => {
    const problems = await broken({type: 'quiz'})
    assert.ok(problems.includes('no schemas/sections/quiz.ts'))
    assert.ok(problems.includes('no folder web/sections/quiz/'))
    assert.ok(
      (await broken({definition: undefined})).includes('web/sections/definitions.ts has no definition of "faq"'),
    )
  })
  test('a type whose schema file or folder declares another', async () => {
    const problems = await broken({type: 'hero'})
    assert.ok(problems.includes("its schema is not schemas/sections/hero.ts's `hero`"))
    assert.ok(problems.includes("its folder's section.ts does not export it as `hero`"))
    assert.ok(problems.includes('its definition\'s type is "faq", not "hero"'))
  })
  test('a folder without its markdown.ts (how it reads in a page’s Markdown copy), or whose markdown.ts is not listed', async () => {
    const folder = path.join(SECTIONS_FOLDER, 'markdownCheck')
    mkdirSync(folder)
    try {
      assert.ok((await broken({type: 'markdownCheck'})).includes('no markdown.ts'))
    } finally {
      rmSync(folder, {recursive: true, force: true})
    }
    const markdowns = SECTION_MARKDOWN as Partial<typeof SECTION_MARKDOWN>
    const listed = markdowns.faq
    delete markdowns.faq
    try {
      assert.ok(
        (await broken({})).includes('web/sections/markdown.ts does not list its folder\'s markdown under "faq"'),
      )
    } finally {
      markdowns.faq = listed
    }
  })
  test('shown documents it does not reference, or that are no document type', async () => {
    assert.ok((await broken({shows: {sponsor: 'referenced'}})).some((p) => /references none/.test(p)))
    assert.ok((await broken({shows: {quizItem: 'all'}})).some((p) => /no document type/.test(p)))
  })
})

import assert from 'node:assert/strict'
import path from 'node:path'
import {describe, test} from 'node:test'
import {page} from '../../schemas/documents/page'
import {schemaTypes} from '../../schemas'
import {SECTIONS} from '../../web/sections/registry'
import {faq} from '../../web/sections/faq/section'
import {packagesImported, SECTIONS_FOLDER, sectionProblems} from './sectionProblems'

describe('each registered section type is whole: one folder, one registry line', () => {
  for (const section of SECTIONS) {
    test(section.type, async () => {
      assert.deepEqual(await sectionProblems(section), [])
    })
  }

  test("the registry's modules import nothing from sanity (the whole Studio, on the site's server), React or Next (the Studio reads them)", () => {
    const packages = [...packagesImported(path.join(SECTIONS_FOLDER, 'registry.ts'))]
    assert.deepEqual(
      packages.filter((name) => /^(sanity|react|react-dom|next)(\/|$)/.test(name)),
      [],
    )
    assert.ok(packages.includes('groq'), 'the scan follows the section.ts files')
  })

  test('each type is registered once', () => {
    const types = SECTIONS.map(({type}) => type)
    assert.deepEqual(types, [...new Set(types)])
  })

  test("the Studio's insert menu offers the registered types, in the registry's order", () => {
    const sections = page.fields.find((field) => field.name === 'sections') as {of: {type: string}[]}
    assert.deepEqual(
      sections.of.map(({type}) => type),
      SECTIONS.map(({type}) => type),
    )
    const schemaNames = schemaTypes.map(({name}) => name)
    assert.deepEqual(
      schemaNames.filter((name) => SECTIONS.some(({type}) => type === name)),
      SECTIONS.map(({type}) => type),
    )
  })
})

describe('the check names each part a section type lacks', () => {
  const broken = async (change: Partial<typeof faq>) => sectionProblems({...faq, ...change} as typeof faq)

  test('a schema named otherwise', async () => {
    assert.ok((await broken({schema: {...faq.schema, name: 'faqs' as 'faq'}})).some((p) => /named "faqs"/.test(p)))
  })
  test('no projection, or one that is not GROQ', async () => {
    assert.ok((await broken({projection: ' '})).includes('an empty projection'))
    assert.ok((await broken({projection: '"heading": '})).some((p) => /not GROQ/.test(p)))
  })
  test('a projection the page query lacks, or a typegen query that is not the branch', async () => {
    const problems = await broken({projection: '"heading": heading.es'})
    assert.ok(problems.some((p) => /no branch `_type == "faq"/.test(p)))
    assert.ok(problems.some((p) => /typeQuery/.test(p)))
  })
  test("a type without its folder, or whose folder's files declare another", async () => {
    assert.deepEqual(await broken({type: 'quiz' as 'faq'}), ['no folder web/sections/quiz/'])
    const problems = await broken({type: 'hero' as 'faq'})
    assert.ok(problems.includes("its schema is not its folder's schema.ts `schema`"))
    assert.ok(problems.includes("its folder's section.ts does not export it as `hero`"))
  })
  test('shown documents it does not reference, or that are no document type', async () => {
    assert.ok((await broken({shows: {sponsor: 'referenced'}})).some((p) => /references none/.test(p)))
    assert.ok((await broken({shows: {quizItem: 'all'}})).some((p) => /no document type/.test(p)))
  })
})

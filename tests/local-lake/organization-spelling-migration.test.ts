/** @jest-environment node */
import assert from '../support/assert'
import {readFileSync, rmSync} from 'node:fs'
import path from 'node:path'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {copyOfContent, migrationOn, mutatedIds} from './lakeTest'

const MIGRATION = '2026-11-28-organization-spelling'

type Span = {_key: string; text: string}
type Blocks = Array<{_key: string; children: Span[]}>
type Bilingual = {_type?: string; es: unknown; en?: unknown; englishSource?: unknown}
type Stored = Record<string, unknown> & {_id: string}

/** The British spellings of the family; «organismos» is Spanish. */
const BRITISH = /\borganis(?:ations?|e[sd]?|ing)\b/i

const noticeOf = (document: Stored | null) => (document?.notice as Bilingual | undefined)?.en as Blocks

/**
 * The snapshot as it stood before: the contact form's notice as its migration wrote it («the type
 * of organisation is optional»); a draft FAQ item whose English question says «Organisations» and
 * whose Spanish says «organización»; an organization type labelled «organised» in English.
 */
function contentBeforeTheMigration() {
  const {dir, documents, write} = copyOfContent<Stored>('organization')
  const form = documents.find((document) => document._id === 'contactForm')!
  const span = noticeOf(form)
    .flatMap((block) => block.children)
    .find((child) => /type of organi[sz]ation is optional/.test(child.text))!
  span.text = span.text.replace('organization', 'organisation')
  const faq = documents.find((document) => document._id === 'faq-11')!
  const draft = {
    ...structuredClone(faq),
    _id: 'drafts.faq-11',
    question: {
      ...(faq.question as Bilingual),
      es: '¿Puede una organización personalizar sus programas?',
      en: 'Can Organisations customise their programs?',
    },
  }
  const other = documents.find((document) => document._id === 'companyType-otro')!
  ;(other.label as Bilingual).en = 'Another organised group'
  write([...documents, draft])
  return dir
}

test(`migration ${MIGRATION}: English texts, rich or plain, drafts too, say «organization»; Spanish and the rest stay; dry run first, a second run changes nothing`, async () => {
  const dir = contentBeforeTheMigration()
  const lake = await startTestLake({contentDir: dir})
  const get = (id: string) => lake.documents.get(id) as Stored | null
  const before = {
    form: structuredClone(get('contactForm')!),
    draft: structuredClone(get('drafts.faq-11')!),
    published: structuredClone(get('faq-11')!),
  }
  try {
    const run = await migrationOn(lake, MIGRATION)
    const dryRun = await run()
    assert.deepEqual(mutatedIds(dryRun), ['companyType-otro', 'contactForm', 'drafts.faq-11'])
    assert.deepEqual(get('contactForm'), before.form, 'a dry run writes nothing')

    await run({apply: true})
    // The notice: only the word changed, in its span; every other span and the Spanish as they were.
    const notice = noticeOf(get('contactForm'))
    const old = noticeOf(before.form)
    const changed = notice
      .flatMap((block) => block.children)
      .filter((span, index) => {
        const was = old.flatMap((block) => block.children)[index]!
        return span.text !== was.text
      })
    assert.equal(changed.length, 1)
    assert.match(changed[0]!.text, /the type of organization is optional/)
    assert.deepEqual((get('contactForm')!.notice as Bilingual).es, (before.form.notice as Bilingual).es)

    // The draft's question: capitals kept, «customise» is another word; its Spanish and its record stay.
    const question = get('drafts.faq-11')!.question as Bilingual
    assert.equal(question.en, 'Can Organizations customise their programs?')
    assert.equal(question.es, (before.draft.question as Bilingual).es)
    assert.deepEqual(question.englishSource, (before.draft.question as Bilingual).englishSource)
    assert.equal(get('faq-11')!._rev, before.published._rev, 'a text already in US spelling is not touched')
    assert.equal((get('companyType-otro')!.label as Bilingual).en, 'Another organized group')

    assert.doesNotMatch(readFileSync(path.join(dir, 'data.ndjson'), 'utf8'), BRITISH)
    assert.deepEqual(await validateSnapshot(dir), [])

    const again = await run({apply: true})
    assert.deepEqual(again.mutations, [])
    assert.deepEqual(again.changedIds, [])
  } finally {
    await lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
})

/** @jest-environment node */
import assert from '../support/assert'
import {rmSync} from 'node:fs'
import {createSchema} from 'sanity'
import {schemaTypes} from '../../schemas'
import {englishSourceOf, englishState, type BilingualValue} from '../../schemas/translation/englishSource'
import {englishCoverage} from '../../schemas/validation/englishVersion'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {copyOfContent, migrationOn, mutatedIds} from './lakeTest'

const MIGRATION = '2026-11-28-translated-contact-form'

type Stored = Record<string, unknown> & {
  _id: string
  _type: string
  notice?: BilingualValue
  rightsNotice?: BilingualValue
}

const schema = createSchema({name: 'translated-contact-form', types: schemaTypes})
const withoutRecord = (text: BilingualValue | undefined) => {
  const copy = structuredClone(text) ?? {}
  delete copy.englishSource
  return copy
}

/** An earlier Spanish an editor's English was written from: the draft's rights notice keeps it. */
const EARLIER = 'Derechos del titular, como decía antes.'

/**
 * The snapshot as it stood before: the contact form's texts with no record of their Spanish; and a
 * draft of it whose rights notice an editor translated meanwhile from an earlier Spanish (already
 * recorded, and out of date: that one is real).
 */
function contentBeforeTheMigration() {
  const {dir, documents, write} = copyOfContent<Stored>('translated-contact-form')
  const edited = documents.flatMap((document): Stored[] => {
    if (document._type !== 'contactForm') return [document]
    const published = {
      ...document,
      notice: withoutRecord(document.notice),
      rightsNotice: withoutRecord(document.rightsNotice),
    }
    const draft = {
      ...structuredClone(published),
      _id: 'drafts.contactForm',
      rightsNotice: {...published.rightsNotice, englishSource: englishSourceOf(EARLIER)},
    }
    return [published, draft]
  })
  write(edited)
  return dir
}

test(`migration ${MIGRATION}: the contact form's English starts «vigente» (drafts too), a record an editor left stays; dry run first, a second run changes nothing`, async () => {
  const dir = contentBeforeTheMigration()
  const lake = await startTestLake({contentDir: dir})
  const stored = (id: string) => lake.documents.get(id) as Stored | null
  const outdated = (id: string) =>
    englishCoverage(schema.get('contactForm')!, stored(id)).outdated.map(({where}) => where)
  try {
    // Before: every text of the published form reads as out of date, with no Spanish to show as «before».
    assert.deepEqual(outdated('contactForm'), ['Aviso antes de «Enviar»', 'Derechos del titular (texto completo)'])

    const run = await migrationOn(lake, MIGRATION)
    const dryRun = await run()
    assert.deepEqual(mutatedIds(dryRun), ['contactForm', 'drafts.contactForm'])
    assert.equal(stored('contactForm')?.notice?.englishSource, undefined, 'a dry run writes nothing')

    await run({apply: true})
    assert.deepEqual(outdated('contactForm'), [])
    assert.deepEqual(englishState(stored('contactForm')?.notice), {state: 'current'})
    assert.deepEqual(outdated('drafts.contactForm'), ['Derechos del titular (texto completo)'])
    assert.equal(stored('drafts.contactForm')?.rightsNotice?.englishSource?.spanish, EARLIER)
    assert.deepEqual(await validateSnapshot(dir), [])

    const again = await run({apply: true})
    assert.deepEqual(again.changedIds, [])
  } finally {
    await lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
})

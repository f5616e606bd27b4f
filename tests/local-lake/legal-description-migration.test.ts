/** @jest-environment node */
import assert from '../support/assert'
import {rmSync} from 'node:fs'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {copyOfContent, migrationOn, mutatedIds} from './lakeTest'

const MIGRATION = '2026-11-28-legal-descriptions'
const SEARCH_RESULT_SHOWS = 160

type Text = {_type?: string; es?: string; en?: string}
type Stored = Record<string, unknown> & {
  _id: string
  _type: string
  description?: Text
  revisions?: Array<{summary?: Text}>
}

const EDITORS_OWN = 'Las reglas para usar la app y el sitio, escritas por el equipo legal.'

/**
 * The snapshot as it stood before: no legal document had a description. The privacy policy and
 * a draft of it without one; the terms with one an editor wrote meanwhile, in Spanish only.
 */
function contentBeforeTheMigration() {
  const {dir, documents, write} = copyOfContent<Stored>('legal-descriptions')
  const edited = documents.flatMap((document): Stored[] => {
    if (document._type !== 'legalDocument') return [document]
    const without = {...document}
    delete without.description
    if (document._id === 'legal-privacy-policy')
      return [without, {...structuredClone(without), _id: 'drafts.legal-privacy-policy'}]
    return [{...without, description: {_type: 'localeText', es: EDITORS_OWN}}]
  })
  write(edited)
  return dir
}

test(`migration ${MIGRATION}: a legal document without a description gets the one written for it (drafts too), one an editor wrote stays; dry run first, a second run changes nothing`, async () => {
  const dir = contentBeforeTheMigration()
  const lake = await startTestLake({contentDir: dir})
  const stored = (id: string) => lake.documents.get(id) as Stored | null
  try {
    const run = await migrationOn(lake, MIGRATION)
    const dryRun = await run()
    assert.deepEqual(mutatedIds(dryRun), ['drafts.legal-privacy-policy', 'legal-privacy-policy'])
    assert.equal(stored('legal-privacy-policy')?.description, undefined, 'a dry run writes nothing')

    await run({apply: true})
    for (const id of ['legal-privacy-policy', 'drafts.legal-privacy-policy']) {
      const document = stored(id)!
      const description = document.description!
      for (const language of ['es', 'en'] as const) {
        const text = description[language] ?? ''
        // Written for a search result: what the document is about, whole within what a result shows.
        assert.ok(
          text.length > 100 && text.length <= SEARCH_RESULT_SHOWS,
          `${id} ${language}: ${text.length} characters`,
        )
        // Not a revision's note of what changed, which the page used to show.
        for (const revision of document.revisions ?? []) assert.notEqual(text, revision.summary?.[language])
      }
      assert.match(description.es!, /datos personales/)
      assert.match(description.en!, /personal/)
    }
    assert.deepEqual(stored('legal-terms-of-use')?.description, {_type: 'localeText', es: EDITORS_OWN})
    assert.deepEqual(await validateSnapshot(dir), [])

    const again = await run({apply: true})
    assert.deepEqual(again.changedIds, [])
  } finally {
    await lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
})

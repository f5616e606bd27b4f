/** @jest-environment node */
import assert from '../support/assert'
import {CSV_COLUMN_TITLES, type CsvColumn} from '@habitum/content/leads/csv'
import {LANGUAGE_TITLES} from '@habitum/content/languages'
import {companyTypeTitlesForPreview, contactRequest} from '../../schemas/documents/contactRequest'
import {leadConsent} from '../../schemas/objects/leadConsent'

type Field = {name: string; title?: string; options?: {list?: unknown[]}}
const titleOf = (fields: readonly Field[], name: string) => fields.find((field) => field.name === name)?.title
const leadFields = contactRequest.fields as readonly Field[]
const consentFields = leadConsent.fields as readonly Field[]

/** The consent's columns, by the field of `leadConsent` each shows. */
const CONSENT_COLUMNS: Partial<Record<CsvColumn, string>> = {
  consentPrivacyInForce: 'privacyInForce',
  consentNoticeVersion: 'noticeVersion',
  consentedAt: 'consentedAt',
}

test("the CSV's columns are titled as the Studio titles the lead's fields, so the two never disagree", () => {
  for (const [column, title] of Object.entries(CSV_COLUMN_TITLES) as Array<[CsvColumn, string]>) {
    const consentField = CONSENT_COLUMNS[column]
    if (consentField === 'privacyInForce') {
      // «Vigente desde» alone would not say of what: the lead says «Aceptó la Política de privacidad vigente desde…».
      const studio = titleOf(consentFields, consentField)!
      assert.equal(title, `Política de privacidad aceptada (${studio.toLowerCase()})`)
    } else if (consentField) {
      assert.equal(title, titleOf(consentFields, consentField), column)
    } else {
      // A campaign parameter's technical name, which the Studio adds in brackets, is left out.
      const studio = titleOf(leadFields, column)
      assert.ok(studio, `${column} is a field of the lead`)
      assert.equal(title, studio.replace(/ \(utm_\w+\)$/, ''), column)
    }
  }
})

test('«Idioma» lists each language by its name, as the CSV writes it', () => {
  const language = leadFields.find((field) => field.name === 'language')!
  assert.deepEqual(language.options?.list, [
    {value: 'es', title: LANGUAGE_TITLES.es},
    {value: 'en', title: LANGUAGE_TITLES.en},
  ])
})

test("the inbox list shows the organisation type's label the Studio read, and the value when it has none", () => {
  const prepare = contactRequest.preview!.prepare!
  const lead = {
    name: 'Ana',
    email: 'ana@example.com',
    status: 'new',
    receivedAt: '2026-03-02T15:00:00.000Z',
    assignedTo: undefined,
    containsHealthData: undefined,
  }
  companyTypeTitlesForPreview.set('prepaga', 'Prepaga')
  try {
    assert.match(String(prepare({...lead, category: 'prepaga'}).subtitle), /^Prepaga · .* · Nueva$/)
    assert.match(String(prepare({...lead, category: 'empresa-nueva'}).subtitle), /^empresa-nueva · /)
    assert.match(String(prepare({...lead, category: ''}).subtitle), /^Sin tipo · /)
  } finally {
    companyTypeTitlesForPreview.clear()
  }
})

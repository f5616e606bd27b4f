/** @jest-environment node */
import assert from '../support/assert'
import path from 'node:path'
import {evaluate, parse} from 'groq-js'
import {firstValueFrom, from, isObservable, type Observable} from 'rxjs'
import type {DocumentLocationsState} from 'sanity/presentation'
import {schemaTypes} from '../../schemas'
import {locations} from '../../studio/presentation'
import {loadSnapshot} from '@habitum/content/snapshot'
import {documentsInPerspective} from '@habitum/content/perspective'

/**
 * The Presentation tool's document locations, over the committed content/ with its drafts. The
 * Studio's document store runs the resolver's query on the Content Lake in the drafts
 * perspective; here groq-js runs it on the snapshot as that perspective shows it.
 */
const dataset = documentsInPerspective(loadSnapshot(path.resolve(__dirname, '../../content')).documents, 'drafts')
const documentStore = {
  listenQuery(query: string, params: Record<string, string>, options: {perspective?: string}) {
    assert.equal(options.perspective, 'drafts', 'locations follow the drafts')
    return from(Promise.resolve(evaluate(parse(query, {params}), {dataset, params})).then((value) => value.get()))
  },
}

async function locationsOf(id: string, type: string): Promise<DocumentLocationsState> {
  const state = locations(
    {id, type, version: undefined, perspectiveStack: ['drafts']},
    // Only listenQuery is used; the rest of the store is the Studio's.
    {documentStore: documentStore as never},
  )
  assert.ok(isObservable(state), 'locations are live: they follow edits')
  const value = await firstValueFrom(state as Observable<DocumentLocationsState>)
  assert.ok(value)
  return value
}

const hrefs = (state: DocumentLocationsState) => state.locations?.map((location) => location.href)

describe('the Presentation tool lists the pages that show the document being edited, in both languages', () => {
  test('a page: its own address', async () => {
    const state = await locationsOf('page-alco', 'page')
    assert.deepEqual(state.locations, [
      {title: 'ALCO: plan de descenso de peso (Español)', href: '/alco'},
      {title: 'ALCO: weight-loss plan (Inglés)', href: '/en/alco'},
    ])
    assert.deepEqual(hrefs(await locationsOf('page-home', 'page')), ['/', '/en/'])
  })

  test('a page never published: its address, where preview shows it', async () => {
    assert.deepEqual(hrefs(await locationsOf('drafts.page-empresas', 'page')), ['/empresas', '/en/empresas'])
  })

  test('a FAQ item: the pages whose FAQ section lists it, drafts of pages included', async () => {
    assert.deepEqual(hrefs(await locationsOf('faq-21', 'faqItem')), ['/alco', '/en/alco'])
    // faq-3 is on the home page, and on the unpublished /empresas page's draft.
    assert.deepEqual(hrefs(await locationsOf('drafts.faq-3', 'faqItem')), ['/', '/en/', '/empresas', '/en/empresas'])
  })

  test('a FAQ item no page lists: a message, no location', async () => {
    const state = await locationsOf('faq-5', 'faqItem')
    assert.equal(state.locations, undefined)
    assert.match(state.message ?? '', /Ninguna página/)
  })

  test('a sponsor: the pages whose sponsors section shows it', async () => {
    assert.deepEqual(hrefs(await locationsOf('sponsor-03', 'sponsor')), ['/', '/en/'])
  })

  test('a company type: every page with a contact form', async () => {
    assert.deepEqual(hrefs(await locationsOf('companyType-prepaga', 'companyType')), ['/', '/en/'])
  })

  test('a legal document: its page, each revision and each comparison of two revisions', async () => {
    const state = await locationsOf('legal-privacy-policy', 'legalDocument')
    assert.deepEqual(hrefs(state), [
      '/legal/privacy-policy',
      '/en/legal/privacy-policy',
      '/legal/privacy-policy/2023-07-01',
      '/en/legal/privacy-policy/2023-07-01',
      '/legal/privacy-policy/2022-03-01',
      '/en/legal/privacy-policy/2022-03-01',
      '/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
      '/en/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
    ])
    assert.equal(state.locations?.[1]?.title, 'Privacy Policy (Inglés)')
  })

  test('the site settings: every page, said so', async () => {
    const state = await locationsOf('siteSettings', 'siteSettings')
    assert.match(state.message ?? '', /todas las páginas/)
    assert.deepEqual(hrefs(state), ['/', '/en/'])
  })

  test('of a document the site never shows (a lead, the erasure log, a redirect, a schedule, a launch) nothing is said, no «Ninguna página»', () => {
    const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)
    const silent = documentTypes.filter(
      (type) =>
        locations(
          {id: 'any', type, version: undefined, perspectiveStack: ['drafts']},
          {documentStore: documentStore as never},
        ) === null,
    )
    assert.deepEqual(silent.sort(), ['contactErasure', 'contactRequest', 'launch', 'publishSchedule', 'redirect'])
    // Every other type is one the site shows: where it is, or that no page shows it yet.
    assert.deepEqual(documentTypes.filter((type) => !silent.includes(type)).sort(), [
      'companyType',
      'contactForm',
      'faqItem',
      'legalDocument',
      'page',
      'siteSettings',
      'sponsor',
    ])
  })

  test("the contact form's document: every page with a contact form", async () => {
    assert.deepEqual(hrefs(await locationsOf('contactForm', 'contactForm')), ['/', '/en/'])
  })
})

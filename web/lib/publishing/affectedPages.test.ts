/** @jest-environment node */
import path from 'node:path'
import {loadSnapshot} from '@habitum/content/snapshot'
import {createSnapshotSource} from '../content/source'
import {affectedPages, type ChangedDocument} from './affectedPages'

const source = createSnapshotSource(loadSnapshot(path.resolve(__dirname, '../../../content')))
const affected = (change: ChangedDocument) => affectedPages(change, source)
/** A page's address in each language, and its Markdown copy's (web/app/[locale]/%5Fmarkdown). */
const everyLanguage = (address: string) =>
  ['_', 'es', 'en'].flatMap((segment) => [`/${segment}${address}`, `/${segment}/_markdown${address}`])

describe('the pages a published change makes stale', () => {
  it('a FAQ item: only the pages whose FAQ section lists it', async () => {
    expect(await affected({_id: 'faq-1', _type: 'faqItem'})).toEqual({site: false, paths: everyLanguage('')})
    expect(await affected({_id: 'faq-21', _type: 'faqItem'})).toEqual({site: false, paths: everyLanguage('/alco')})
    // An item no page lists yet is on no page.
    expect(await affected({_id: 'faq-5', _type: 'faqItem'})).toEqual({site: false, paths: []})
  })

  it('a sponsor: the pages whose sponsors section shows it', async () => {
    expect(await affected({_id: 'sponsor-03', _type: 'sponsor'})).toEqual({site: false, paths: everyLanguage('')})
  })

  it('a company type: the pages with a contact form', async () => {
    expect(await affected({_id: 'companyType-otro', _type: 'companyType'})).toEqual({
      site: false,
      paths: everyLanguage(''),
    })
  })

  it('a page: its addresses, its old address after a rename, the sitemap and llms.txt', async () => {
    expect(await affected({_id: 'page-home', _type: 'page'})).toEqual({
      site: false,
      paths: [...everyLanguage(''), '/sitemap.xml', '/llms.txt'],
    })
    expect(await affected({_id: 'page-alco', _type: 'page', previousSlug: 'alco-2025'})).toEqual({
      site: false,
      paths: [...everyLanguage('/alco'), ...everyLanguage('/alco-2025'), '/sitemap.xml', '/llms.txt'],
    })
    // Deleted: only the old address is left to clear.
    expect(await affected({_id: 'page-gone', _type: 'page', previousSlug: 'promo'})).toEqual({
      site: false,
      paths: [...everyLanguage('/promo'), '/sitemap.xml', '/llms.txt'],
    })
  })

  it('a legal document: every page, which may announce its coming revision', async () => {
    expect(await affected({_id: 'legal-privacy-policy', _type: 'legalDocument'})).toEqual({site: true})
  })

  it('the site settings: every page', async () => {
    expect(await affected({_id: 'siteSettings', _type: 'siteSettings'})).toEqual({site: true})
  })

  it('images and contact requests: no page on their own', async () => {
    expect(await affected({_id: 'image-1-2x2-svg', _type: 'sanity.imageAsset'})).toEqual({site: false, paths: []})
    expect(await affected({_id: 'contact-1', _type: 'contactRequest'})).toEqual({site: false, paths: []})
  })
})

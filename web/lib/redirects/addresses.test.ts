/** @jest-environment node */
import {createSnapshotSource} from '../content/source'
import {isPageAddress, loadAddresses} from './addresses'

const documents = [
  {_id: 'home', _type: 'page'},
  {_id: 'alco', _type: 'page', slug: {_type: 'slug', current: 'alco'}},
  {_id: 'drafts.new', _type: 'page', slug: {_type: 'slug', current: 'nueva'}},
  {
    _id: 'terms',
    _type: 'legalDocument',
    slug: {_type: 'slug', current: 'terms-of-use'},
    revisions: [
      {_key: 'a', inForce: '2022-03-01'},
      {_key: 'b', inForce: '2023-07-01'},
      {_key: 'c', inForce: '2027-01-01'},
      {_key: 'd', inForce: '2028-01-01'},
    ],
  },
]
const addressesOn = (today: string) => loadAddresses(createSnapshotSource({documents, imageFiles: new Map()}), today)

describe('the addresses the site has pages at, as the proxy tells them from NOT FOUND', () => {
  it('the published pages in every language form, with or without a trailing slash, percent-decoded', async () => {
    const table = await addressesOn('2026-11-28')
    for (const pathname of ['/', '/es', '/es/', '/en', '/en/', '/alco', '/alco/', '/es/alco', '/en/alco/', '/al%63o'])
      expect([pathname, isPageAddress(table, pathname)]).toEqual([pathname, true])
  })

  it('no draft, no other address, nothing under a route’s own segment, no malformed escape', async () => {
    const table = await addressesOn('2026-11-28')
    for (const pathname of [
      '/nueva',
      '/nope',
      '/ALCO',
      '/fr/',
      '/fr/alco',
      '/alco/extra',
      '/es/nope/deeper',
      '/index',
      '/_/alco',
      '/_gone',
      '/en/_missing',
      '/legal',
      '/legal/',
      '/%E0',
    ])
      expect([pathname, isPageAddress(table, pathname)]).toEqual([pathname, false])
  })

  it('a legal document, the revisions a visitor can read on the day (those in force, the one announced), their comparisons', async () => {
    const table = await addressesOn('2026-11-28')
    for (const pathname of [
      '/legal/terms-of-use',
      '/en/legal/terms-of-use/',
      '/legal/terms-of-use/2022-03-01',
      '/legal/terms-of-use/2027-01-01',
      '/legal/terms-of-use/2022-03-01/comparar/2023-07-01',
      '/en/legal/terms-of-use/2023-07-01/comparar/2027-01-01',
    ])
      expect([pathname, isPageAddress(table, pathname)]).toEqual([pathname, true])
    for (const pathname of [
      '/legal/privacy-policy',
      // Not announced yet: the nearer change comes first.
      '/legal/terms-of-use/2028-01-01',
      '/legal/terms-of-use/2023-07-01/comparar/2022-03-01',
      '/legal/terms-of-use/2022-03-01/compare/2023-07-01',
      '/legal/terms-of-use/1999-01-01',
    ])
      expect([pathname, isPageAddress(table, pathname)]).toEqual([pathname, false])
    // Once the change is in force, the next one is announced.
    expect(isPageAddress(await addressesOn('2027-01-01'), '/legal/terms-of-use/2028-01-01')).toBe(true)
  })
})

/** @jest-environment node */
import {knownPaths, visitedPage} from './pages'

describe('visitedPage', () => {
  it.each([
    ['/', {path: '/', language: 'es'}],
    ['/alco', {path: '/alco', language: 'es'}],
    ['/alco/', {path: '/alco', language: 'es'}],
    ['/es/alco', {path: '/alco', language: 'es'}],
    ['/en', {path: '/', language: 'en'}],
    ['/en/', {path: '/', language: 'en'}],
    ['/en/legal/privacy-policy', {path: '/legal/privacy-policy', language: 'en'}],
    ['/english', {path: '/english', language: 'es'}],
  ])('%s is %o', (pathname, page) => {
    expect(visitedPage(pathname)).toEqual(page)
  })
})

describe('knownPaths', () => {
  it('holds the pages, the legal pages, their revisions and each comparison of an older with a newer one', () => {
    const paths = knownPaths({
      pageSlugs: ['alco'],
      legal: [{slug: 'terms', revisionDates: ['2023-07-01', '2022-03-01']}],
    })
    expect([...paths].sort()).toEqual([
      '/',
      '/alco',
      '/legal/terms',
      '/legal/terms/2022-03-01',
      '/legal/terms/2022-03-01/comparar/2023-07-01',
      '/legal/terms/2023-07-01',
    ])
  })
})

/** @jest-environment node */
import {knownPaths} from './sitePaths'

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

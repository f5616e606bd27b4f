/** @jest-environment node */
import path from 'node:path'
import type {PageQueryResult} from '../sanity.types'
import {loadSnapshot} from '../lib/content/snapshot'
import {createSnapshotSource} from '../lib/content/source'
import {pageQuery} from './page'

const source = createSnapshotSource(loadSnapshot(path.resolve(__dirname, '../../content')))

describe("the page query, composed from the sections' projections, over the bundled snapshot", () => {
  it('give the main landing page its sections in order, in Spanish', async () => {
    const page = await source.fetch<PageQueryResult>(pageQuery, {slug: '', lang: 'es'})
    expect(page?.sections?.map((section) => section._type)).toEqual([
      'hero',
      'clinicPartnership',
      'appShowcase',
      'downloadBanner',
      'prevention',
      'features',
      'pathologies',
      'scrollStory',
      'sponsors',
      'closingCall',
      'dashboardPromo',
      'contact',
      'faq',
    ])
    const faq = page?.sections?.find((section) => section._type === 'faq')
    expect(faq?._type === 'faq' && faq.items?.map((item) => item.key)).toEqual([1, 2, 3, 4, 6, 7, 8, 10, 11, 12, 13])
    const sponsors = page?.sections?.find((section) => section._type === 'sponsors')
    expect(sponsors?._type === 'sponsors' && sponsors.sponsors?.length).toBe(9)
  })
})

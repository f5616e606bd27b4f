/** @jest-environment node */
import path from 'node:path'
import type {PageQueryResult, SiteSettingsQueryResult} from '../../sanity.types'
import {pageQuery, pageSlugsQuery, siteSettingsQuery} from './queries'
import {loadSnapshot} from './snapshot'
import {createSnapshotSource} from './source'

const source = createSnapshotSource(loadSnapshot(path.resolve(__dirname, '../../../content')))

describe('the queries over the bundled snapshot', () => {
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

  it('answer in English where English exists and fall back to Spanish where it does not', async () => {
    const english = await source.fetch<SiteSettingsQueryResult>(siteSettingsQuery, {lang: 'en'})
    expect(english?.title).toBe('A healthy life is a better life')
    const spanish = await source.fetch<SiteSettingsQueryResult>(siteSettingsQuery, {lang: 'es'})
    expect(spanish?.title).toBe('Una vida saludable es una vida mejor')

    const {documents} = loadSnapshot(path.resolve(__dirname, '../../../content'))
    const withoutEnglish = documents.map((document) =>
      document._id === 'siteSettings' ? {...document, title: {_type: 'localeString', es: 'Solo español'}} : document,
    )
    const fallback = await createSnapshotSource({documents: withoutEnglish, imageFiles: new Map()}).fetch<SiteSettingsQueryResult>(
      siteSettingsQuery,
      {lang: 'en'},
    )
    expect(fallback?.title).toBe('Solo español')
  })

  it('list the slugs of the other pages', async () => {
    expect(await source.fetch<string[]>(pageSlugsQuery)).toEqual(['alco'])
  })
})

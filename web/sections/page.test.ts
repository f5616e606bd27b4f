/** @jest-environment node */
import path from 'node:path'
import type {ImageData} from '../lib/images/imageData'
import {loadSnapshot} from '@habitum/content/snapshot'
import {createSnapshotSource} from '../lib/content/source'
import {pageFieldsQuery, pageQuery, type PageContent} from './page'

const source = createSnapshotSource(loadSnapshot(path.resolve(__dirname, '../../content')))

describe("the page query, composed from the sections' projections, over the bundled snapshot", () => {
  it('give the main landing page its sections in order, in Spanish', async () => {
    const page = await source.fetch<PageContent | null>(pageQuery, {slug: '', lang: 'es'})
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

describe('images that show words: the English page shows the English version where there is one', () => {
  const screens = async (lang: string) => {
    const page = await source.fetch<PageContent | null>(pageQuery, {slug: '', lang})
    const showcase = page?.sections?.find((section) => section._type === 'appShowcase')
    return showcase?._type === 'appShowcase' ? showcase.tabs?.map((tab): ImageData => tab.screen) : undefined
  }

  it('the first tab has an English screen; the others fall back to the Spanish one; alt text follows the language', async () => {
    const [spanish, english] = [await screens('es'), await screens('en')]
    expect(english?.[0]?.src).toBe('/content-images/bb30a35223a321fb0413deaa8d214f41bca7697e-390x800.svg')
    expect(spanish?.[0]?.src).toBe('/content-images/5bc8554b9012716be9143dafc6f0a348281de980-390x800.svg')
    expect(english?.[0]?.alt).toMatch(/^Today screen/)
    expect(spanish?.[0]?.alt).toMatch(/^Pantalla Hoy/)
    expect(english?.slice(1).map((screen) => screen?.src)).toEqual(spanish?.slice(1).map((screen) => screen?.src))
  })
})

describe('the types typegen gives the page query describe what it returns', () => {
  it("outside its sections, the page query returns what pageFieldsQuery (typegen's part of it) does", async () => {
    for (const slug of ['', 'alco']) {
      const page = await source.fetch<PageContent | null>(pageQuery, {slug, lang: 'en'})
      const {sections, ...fields} = page ?? {sections: null}
      expect(sections?.length).toBeGreaterThan(0)
      expect(fields).toEqual(await source.fetch(pageFieldsQuery, {slug, lang: 'en'}))
    }
  })
})

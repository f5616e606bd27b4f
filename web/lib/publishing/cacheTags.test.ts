/** @jest-environment node */
import path from 'node:path'
import {loadSnapshot} from '@habitum/content/snapshot'
import {createSnapshotSource, type ContentSource, type QueryParams} from '../content/source'
import {affectedPages} from './affectedPages'
import {cacheTagHeaders, documentTag, MAX_TAG_HEADER_BYTES, typeTag} from './cacheTagNames'
import {loadTagTable, tagsOfAddress} from './cacheTags'

const source = createSnapshotSource(loadSnapshot(path.resolve(__dirname, '../../../content')))

describe('the tags an answer carries for a CDN', () => {
  it("a page: the site's tag, its own id, what its sections reference or list, in every language and copy", async () => {
    const table = await loadTagTable(source)
    const alco = tagsOfAddress(table, '/alco')
    expect(alco).toEqual(expect.arrayContaining(['site', 'd:page-alco', 'd:faq-21']))
    for (const address of ['/es/alco', '/en/alco', '/en/alco/', '/_/alco'])
      expect(tagsOfAddress(table, address)).toEqual(alco)
    // A section offering every company type shows each one, including those added later.
    expect(tagsOfAddress(table, '/')).toEqual(expect.arrayContaining([documentTag('faq-1'), typeTag('companyType')]))
    expect(alco).not.toContain(documentTag('faq-1'))
  })

  it('a legal document: its own id, at every revision and comparison', async () => {
    const table = await loadTagTable(source)
    const [id] = await source.fetch<string[]>('*[_type == "legalDocument" && slug.current == "privacy-policy"]._id')
    for (const address of [
      '/legal/privacy-policy',
      '/en/legal/privacy-policy/2023-07-01',
      '/legal/privacy-policy/2023-07-01/comparar/2026-12-10',
    ])
      expect(tagsOfAddress(table, address)).toEqual(['site', documentTag(id!)])
  })

  it('an address that names no document: whatever may come to take it', async () => {
    const table = await loadTagTable(source)
    for (const address of ['/nope', '/en/nope', '/%E0'])
      expect(tagsOfAddress(table, address)).toEqual(['site', 't:page', 't:legalDocument', 't:redirect'])
  })

  it('every document a publish makes a page stale for is among the tags of that page', async () => {
    // The two answers come from one knowledge (schemas/site/locations.ts and the section registry):
    // a FAQ item, a company type and a page each purge, by their tag, the pages the webhook regenerates.
    const table = await loadTagTable(source)
    for (const change of [
      {_id: 'faq-21', _type: 'faqItem'},
      {_id: 'faq-1', _type: 'faqItem'},
      {_id: 'page-alco', _type: 'page'},
    ]) {
      const affected = await affectedPages(change, source)
      if (affected.site) throw new Error(`${change._id} makes the whole site stale`)
      const pages = affected.paths.filter((route) => !route.includes('_markdown') && route.startsWith('/_'))
      expect(pages.length).toBeGreaterThan(0)
      for (const route of pages) expect(tagsOfAddress(table, route)).toContain(documentTag(change._id))
    }
  })

  it('past 50 tags, the documents a page shows are named by their types, so CloudFront keeps them all', async () => {
    const faqs = Array.from({length: 60}, (_, index) => ({_id: `faq-many-${index}`, _type: 'faqItem'}))
    const page = {
      _id: 'page-many',
      _type: 'page',
      slug: {current: 'many'},
      sections: [{_type: 'faq', _key: 'f', items: faqs.map(({_id}) => ({_type: 'reference', _ref: _id, _key: _id}))}],
    }
    // The bundled content, and this page with its 60 questions.
    const withPage: ContentSource = {
      fetch: async <Result>(query: string, params?: QueryParams) => {
        const found = await source.fetch<{pages: unknown[]; types: unknown[]}>(query, params)
        return {...found, pages: [...found.pages, {...page, slug: 'many'}], types: [...found.types, ...faqs]} as Result
      },
    }
    const tags = tagsOfAddress(await loadTagTable(withPage), '/many')
    expect(tags).toEqual(['site', 'd:page-many', 't:faqItem'])
    // A page with fewer keeps each document's own tag.
    expect(tagsOfAddress(await loadTagTable(withPage), '/alco')).toContain('d:faq-21')
  })

  it('made of ids, never of what an editor typed; a long id is hashed', () => {
    expect(documentTag('faq-21')).toBe('d:faq-21')
    const long = documentTag('x'.repeat(200))
    expect(long).toMatch(/^d:#[A-Za-z0-9_-]{22}$/)
    expect(documentTag('a b,c')).toMatch(/^d:#/)
  })

  it('in the headers CDNs read; past their limit, kept out of the edge rather than kept unpurgeable', () => {
    expect(cacheTagHeaders(['site', 'd:faq-1'])).toEqual({'Surrogate-Key': 'site d:faq-1', 'Cache-Tag': 'site,d:faq-1'})
    const many = Array.from({length: MAX_TAG_HEADER_BYTES / 8}, (_, index) => documentTag(`faq-${index}`))
    expect(cacheTagHeaders(many)).toEqual({'Surrogate-Control': 'no-store', 'CDN-Cache-Control': 'no-store'})
    expect(cacheTagHeaders(undefined)).toEqual({'Surrogate-Control': 'no-store', 'CDN-Cache-Control': 'no-store'})
  })
})

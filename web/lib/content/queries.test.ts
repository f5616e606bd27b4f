/** @jest-environment node */
import path from 'node:path'
import type {SiteSettingsQueryResult} from '@habitum/content/sanity.types'
import {pageSlugsQuery, siteSettingsQuery} from './queries'
import {loadSnapshot} from '@habitum/content/snapshot'
import {createSnapshotSource} from './source'

const source = createSnapshotSource(loadSnapshot(path.resolve(__dirname, '../../../content')))

describe('the queries over the bundled snapshot', () => {
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

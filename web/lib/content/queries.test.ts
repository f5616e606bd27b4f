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

  it('give each store badge in the page language, its words as its description; the Spanish one, marked so, where no English one is', async () => {
    const fileOf = (badge: object | undefined) => ('src' in (badge ?? {}) ? String((badge as {src: unknown}).src) : undefined)?.replace(/^.*\//, '')
    const english = await source.fetch<SiteSettingsQueryResult>(siteSettingsQuery, {lang: 'en'})
    const spanish = await source.fetch<SiteSettingsQueryResult>(siteSettingsQuery, {lang: 'es'})
    expect(english?.appStoreBadge).toMatchObject({alt: 'Download on the App Store', language: 'en'})
    expect(english?.googlePlayBadge).toMatchObject({alt: 'Get it on Google Play', language: 'en'})
    expect(spanish?.googlePlayBadge).toMatchObject({alt: 'Disponible en Google Play', language: 'es'})
    expect(fileOf(english?.googlePlayBadge)).not.toBe(fileOf(spanish?.googlePlayBadge))

    // Settings without an English Google Play badge: the English page shows the Spanish file and words.
    const {documents} = loadSnapshot(path.resolve(__dirname, '../../../content'))
    const withoutEnglish = documents.map((document) =>
      document._id === 'siteSettings' ? {...document, googlePlayBadgeEn: undefined} : document,
    )
    const fallback = await createSnapshotSource({documents: withoutEnglish, imageFiles: new Map()}).fetch<SiteSettingsQueryResult>(
      siteSettingsQuery,
      {lang: 'en'},
    )
    expect(fallback?.googlePlayBadge).toMatchObject({alt: 'Disponible en Google Play', language: 'es'})
    expect(fileOf(fallback?.googlePlayBadge)).toBe(fileOf(spanish?.googlePlayBadge))
    expect(fallback?.appStoreBadge).toMatchObject({alt: 'Download on the App Store', language: 'en'})
  })

  it('list the slugs of the other pages', async () => {
    expect(await source.fetch<string[]>(pageSlugsQuery)).toEqual(['alco'])
  })
})

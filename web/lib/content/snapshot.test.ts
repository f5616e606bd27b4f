/** @jest-environment node */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {loadSnapshot} from '@habitum/content/snapshot'
import {createSnapshotSource} from './source'

const SHA = 'a'.repeat(40)

function snapshotDir(lines: string[], images: string[] = []) {
  const directory = mkdtempSync(path.join(tmpdir(), 'snapshot-'))
  writeFileSync(path.join(directory, 'data.ndjson'), lines.join('\n'))
  mkdirSync(path.join(directory, 'images'))
  for (const image of images) writeFileSync(path.join(directory, 'images', image), '<svg/>')
  return directory
}

const doc = (value: object) => JSON.stringify(value)

describe('loadSnapshot', () => {
  it('names the missing data file', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'empty-'))
    expect(() => loadSnapshot(directory)).toThrow(`${path.join(directory, 'data.ndjson')} is missing`)
  })

  it('names the file and line of malformed JSON', () => {
    const directory = snapshotDir([doc({_id: 'a', _type: 'sponsor'}), '{"_id": "b",'])
    expect(() => loadSnapshot(directory)).toThrow(/data\.ndjson line 2: not valid JSON/)
  })

  it('refuses a line that is not a document', () => {
    const directory = snapshotDir([doc({_type: 'sponsor'})])
    expect(() => loadSnapshot(directory)).toThrow(/line 1: a document needs string "_id" and "_type"/)
  })

  it('refuses duplicate ids', () => {
    const directory = snapshotDir([doc({_id: 'a', _type: 'x'}), doc({_id: 'a', _type: 'x'})])
    expect(() => loadSnapshot(directory)).toThrow(/line 2: duplicate document id "a"/)
  })

  it('names the document and path of a reference to a missing document', () => {
    const directory = snapshotDir([
      doc({_id: 'page-home', _type: 'page', sections: [{_key: 'f', _type: 'faq', items: [{_ref: 'faq-99', _key: 'r'}]}]}),
    ])
    expect(() => loadSnapshot(directory)).toThrow(
      'document "page-home" (sections[0].items[0]) references "faq-99", which is not in the snapshot',
    )
  })

  it('names the document that uses a missing image file', () => {
    const directory = snapshotDir([
      doc({_id: 's', _type: 'sponsor', logo: {_type: 'image', _sanityAsset: `image@file://./images/${SHA}-240x96.svg`}}),
    ])
    expect(() => loadSnapshot(directory)).toThrow(`document "s" (logo) uses images/${SHA}-240x96.svg, which does not exist`)
  })

  it('turns image files into asset references with URL and dimensions, as the Content Lake does', async () => {
    const file = `${SHA}-240x96.svg`
    const directory = snapshotDir(
      [doc({_id: 's', _type: 'sponsor', name: 'Red', logo: {_type: 'image', _sanityAsset: `image@file://./images/${file}`}})],
      [file],
    )
    const snapshot = loadSnapshot(directory)
    expect(snapshot.imageFiles.get(file)).toBe(path.join(directory, 'images', file))
    const source = createSnapshotSource(snapshot)
    const logo = await source.fetch('*[_id == "s"][0].logo{"src": asset->url, "w": asset->metadata.dimensions.width}')
    expect(logo).toEqual({src: `/content-images/${file}`, w: 240})
  })
})

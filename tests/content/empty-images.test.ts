/** @jest-environment node */
import assert from '../support/assert'
import {createSchema, resolveInitialValueForType, type ValidationContext} from 'sanity'
import {schemaTypes} from '../../schemas'
import {imageProblem} from '../../schemas/objects/imageWithAlt'
import type {QueryParams} from '../../web/lib/content/source'
import {fromContent} from '../support/content'

const schema = createSchema({name: 'empty-images', types: schemaTypes})
const page = {_id: 'drafts.page-x', _type: 'page', englishVersion: 'fallback'}
const at = (path: ValidationContext['path']) => ({document: page, schema, path}) as unknown as ValidationContext
const withoutFile = {_type: 'imageWithAlt', decorative: false}

/** Every image object in a value that holds no file. */
function imagesWithoutFile(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(imagesWithoutFile)
  if (!value || typeof value !== 'object') return []
  const object = value as Record<string, unknown>
  const own = object._type === 'imageWithAlt' && !object.asset ? [object] : []
  return [...own, ...Object.values(object).flatMap(imagesWithoutFile)]
}

/** What an initial value may ask the Studio for: its client, here reading the bundled content (a new FAQ's key). */
const studioContext = {
  getClient: () => ({fetch: (query: string, params: QueryParams = {}) => fromContent(query, params)}),
} as never

test('a new page, and every new section, starts with no image object: no field of an image has an initial value (issue 53)', async () => {
  // Sanity schedules its resolving with the browser's `window.setTimeout`: here, Node's.
  Object.assign(globalThis, {window: globalThis})
  const types = ['page', 'siteSettings', 'sponsor', ...schema.getTypeNames()]
  for (const name of new Set(types)) {
    const type = schema.get(name)
    if (!type || !('fields' in type)) continue
    const initial = await resolveInitialValueForType(type, {}, 10, studioContext)
    assert.deepEqual(imagesWithoutFile(initial), [], `${name} starts with an image without a file`)
  }
})

test('an image without a file is no image: fine when optional, «upload one» when required', () => {
  const field = at(['seo', 'image'])
  assert.equal(imageProblem(withoutFile, field), true)
  assert.equal(imageProblem({...withoutFile, decorative: true}, field), true)
  assert.equal(imageProblem(undefined, field), true)
  assert.equal(imageProblem(withoutFile, field, 'Suba una imagen'), 'Suba una imagen')
  assert.equal(imageProblem(undefined, field, 'Suba una imagen'), 'Suba una imagen')
})

test('an item without a file in a list of images is an error the editor can clear by removing the item', () => {
  const item = at(['sections', {_key: 'h1'}, 'images', {_key: 'i1'}])
  assert.equal(imageProblem(withoutFile, item), 'Suba un archivo de imagen o quite la imagen')
})

test('an image with a file still needs its description unless decorative', () => {
  const image = {_type: 'imageWithAlt', asset: {_ref: 'image-a-10x10-png'}}
  assert.deepEqual(imageProblem(image, at(['seo', 'image'])), {
    message: 'Falta la descripción en español (o marque la imagen como decorativa)',
    path: ['alt'],
  })
  assert.equal(imageProblem({...image, decorative: true}, at(['seo', 'image'])), true)
})

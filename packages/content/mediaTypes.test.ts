import {mediaTypeOf} from './mediaTypes'

describe('mediaTypeOf', () => {
  it('reads a file name, an extension with or without its dot, in any case', () => {
    expect(mediaTypeOf('abc-1000x500.svg')).toBe('image/svg+xml')
    expect(mediaTypeOf('/static/app.JS')).toBe('application/javascript; charset=UTF-8')
    expect(mediaTypeOf('.woff2')).toBe('font/woff2')
    expect(mediaTypeOf('jpg')).toBe('image/jpeg')
  })

  it('knows nothing of other files, nor of names of the object prototype', () => {
    expect(mediaTypeOf('notes.txt')).toBeUndefined()
    expect(mediaTypeOf('constructor')).toBeUndefined()
  })
})

import {INLINE_ART_MAX_BYTES, svgAsDataUrl} from './inlineArt'

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#FFC857"/></svg>'
const art = {src: '/content-images/abc-680x680.svg', width: 680, height: 680, alt: ''}
const reading = (bytes: Buffer | null) => jest.fn(async () => bytes)

describe('svgAsDataUrl', () => {
  it('gives a small SVG as a data URL of its own bytes', async () => {
    const read = reading(Buffer.from(SVG))
    const url = await svgAsDataUrl(art, read)
    expect(read).toHaveBeenCalledWith('/content-images/abc-680x680.svg')
    expect(url).toMatch(/^data:image\/svg\+xml,/)
    expect(decodeURIComponent(url!.slice('data:image/svg+xml,'.length))).toBe(SVG)
  })

  it('reads an SVG on Sanity’s CDN by its URL, query and all', async () => {
    const src = 'https://cdn.sanity.io/images/p/d/abc-680x680.svg?dl='
    const read = reading(Buffer.from(SVG))
    expect(await svgAsDataUrl({...art, src}, read)).toMatch(/^data:image\/svg\+xml,/)
    expect(read).toHaveBeenCalledWith(src)
  })

  it('links the image as before when it is larger than the limit, not an SVG, unreadable or absent', async () => {
    const large = Buffer.from(SVG.replace('</svg>', `<!--${'x'.repeat(INLINE_ART_MAX_BYTES)}--></svg>`))
    expect(await svgAsDataUrl(art, reading(large))).toBeNull()
    const read = reading(Buffer.from(SVG))
    expect(await svgAsDataUrl({...art, src: '/content-images/abc-640x480.png'}, read)).toBeNull()
    expect(read).not.toHaveBeenCalled()
    expect(await svgAsDataUrl(art, reading(null))).toBeNull()
    expect(
      await svgAsDataUrl(
        art,
        jest.fn(async () => Promise.reject(new Error('CDN down'))),
      ),
    ).toBeNull()
    expect(await svgAsDataUrl(null, read)).toBeNull()
    expect(await svgAsDataUrl({...art, src: null}, read)).toBeNull()
  })
})

import {framedImage} from './imageUrl'
import imageLoader from './loader'

const image = {
  src: '/content-images/f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-1000x500.png',
  width: 1000,
  height: 500,
  assetRef: 'image-f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-1000x500-png',
}
const crop = {top: 0.1, bottom: 0.3, left: 0.2, right: 0.2}
const hotspot = {x: 0.7, y: 0.4, width: 0.2, height: 0.2}

describe('framedImage', () => {
  it('without a crop: the asset URL as it is, at its own size', () => {
    expect(framedImage(image)).toEqual({src: image.src, width: 1000, height: 500})
  })

  it("with the editor's crop: the URL names it (rect) and the size is the crop's", () => {
    expect(framedImage({...image, crop, hotspot})).toEqual({
      src: `${image.src}?rect=200,50,600,300`,
      width: 600,
      height: 300,
    })
  })

  it('for a slot of fixed shape: a crop around the hotspot, which the loader keeps at every width', () => {
    const framed = framedImage({...image, crop, hotspot}, {width: 1200, height: 630})
    // The hotspot's centre (700, 200) within the crop (200, 50, 600 × 300): 0.833, 0.5.
    expect(framed).toEqual({
      src: `${image.src}?rect=200,50,600,300&fp-x=0.833&fp-y=0.5&w=1200&h=630&fit=crop&crop=focalpoint`,
      width: 1200,
      height: 630,
    })
    expect(imageLoader({src: framed!.src, width: 640})).toBe(
      `${image.src}?rect=200,50,600,300&fp-x=0.833&fp-y=0.5&w=640&h=336&fit=crop&crop=focalpoint&q=75&auto=format`,
    )
  })

  it('without an image file: nothing to draw', () => {
    expect(framedImage({src: null, width: null, height: null})).toBeNull()
    expect(framedImage(null)).toBeNull()
  })
})

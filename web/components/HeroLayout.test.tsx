import {render, screen} from '@testing-library/react'
import {HeroLayout} from './HeroLayout'

// The art's file is not read here: a backdrop that cannot be read is linked (tested below), and
// web/lib/images/inlineArt.test.ts tests the data URL.
jest.mock('@/lib/images/inlineArt', () => ({svgAsDataUrl: async () => null}))

/** An art file as the snapshot's, with a crop and a focal point an editor might have set before. */
const art = {
  src: '/content-images/art-680x680.svg',
  width: 680,
  height: 680,
  alt: 'Formas de salud',
  assetRef: 'image-0123456789abcdef0123456789abcdef01234567-680x680-svg',
  crop: {top: 0.05, bottom: 0.25, left: 0.2, right: 0},
  hotspot: {x: 0.75, y: 0.4, width: 0.3, height: 0.3},
}

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove()
})

describe('HeroLayout', () => {
  it('draws a linked backdrop whole, whatever crop the content holds, and fetches it first', async () => {
    render(await HeroLayout({id: 'hero', heading: 'Hábitos', intro: null, images: null, backdrop: art, isFirst: true}))
    const image = screen.getByRole('img', {name: 'Formas de salud'})
    const urls = [image.getAttribute('src')!, ...image.getAttribute('srcset')!.split(', ')]
    for (const url of urls) expect(url).not.toMatch(/rect=|fit=crop|crop=|fp-[xy]=/)
    expect(image).toHaveAttribute('width', '680')
    expect(image).toHaveAttribute('height', '680')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toHaveAttribute(
      'imagesrcset',
      image.getAttribute('srcset'),
    )
  })
})

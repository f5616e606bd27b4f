import {render, screen} from '@testing-library/react'
import {ContentImage} from './ContentImage'
import {ContentPicture} from './ContentImage.client'

const phone = {src: '/content-images/phone-360x740.svg', width: 360, height: 740, alt: 'La pantalla de hoy'}

/** The widths a srcset offers, in order. */
function offeredWidths(image: HTMLElement) {
  return (image.getAttribute('srcset') ?? '')
    .split(', ')
    .map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1)))
}

function imagePreloads() {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')]
}

afterEach(() => {
  for (const link of imagePreloads()) link.remove()
})

describe('ContentImage', () => {
  it('draws a picture given in the HTML as it is: its size and text, no srcset, no preload, nothing fetched', () => {
    const inlineSrc = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
    render(<ContentImage image={phone} sizes="90vw" maxWidth={720} loading="lcp" inlineSrc={inlineSrc} />)
    const image = screen.getByRole('img', {name: 'La pantalla de hoy'})
    expect(image).toHaveAttribute('src', inlineSrc)
    expect(image).not.toHaveAttribute('srcset')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('width', '360')
    expect(image).toHaveAttribute('height', '740')
    expect(imagePreloads()).toHaveLength(0)
  })

  it('offers no width beyond the first that covers its slot twice over', () => {
    render(<ContentImage image={phone} sizes="160px" maxWidth={160} />)
    const image = screen.getByRole('img', {name: 'La pantalla de hoy'})
    // Next would offer all twelve configured widths for a fixed slot; 320 covers 160 px on a 2× screen.
    expect(offeredWidths(image)).toEqual([64, 128, 192, 256, 320])
    expect(image).toHaveAttribute('src', '/content-images/phone-360x740.svg?w=320&q=75&auto=format&fit=max')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(image).toHaveAttribute('width', '360')
    expect(image).toHaveAttribute('height', '740')
  })

  it('keeps the narrow end next/image picks from the sizes, and stops at the slot', () => {
    render(<ContentImage image={phone} sizes="(min-width: 768px) 24vw, 50vw" maxWidth={272} />)
    expect(offeredWidths(screen.getByRole('img'))).toEqual([128, 192, 256, 320, 384, 480, 640])
  })

  it('offers every width up to the widest when the slot is that wide', () => {
    render(<ContentImage image={phone} sizes="90vw" maxWidth={1200} />)
    expect(offeredWidths(screen.getByRole('img')).at(-1)).toBe(1920)
  })

  it('fetches the largest image of the first screen at once, preloaded at high priority with its srcset', () => {
    render(<ContentImage image={phone} sizes="90vw" maxWidth={720} loading="lcp" />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).toHaveAttribute('fetchpriority', 'high')
    const [preload, ...others] = imagePreloads()
    expect(others).toHaveLength(0)
    expect(preload).toHaveAttribute('imagesrcset', image.getAttribute('srcset'))
    expect(preload).toHaveAttribute('imagesizes', '90vw')
    expect(preload).toHaveAttribute('fetchpriority', 'high')
    expect(preload).not.toHaveAttribute('media')
  })

  it('preloads an eager image only where it is in the first screen, at normal priority', () => {
    render(<ContentImage image={phone} sizes="50vw" maxWidth={272} loading="eager" preloadWhere="(min-width: 768px)" />)
    const image = screen.getByRole('img')
    expect(image).toHaveAttribute('loading', 'eager')
    expect(image).not.toHaveAttribute('fetchpriority')
    const [preload, ...others] = imagePreloads()
    expect(others).toHaveLength(0)
    expect(preload).toHaveAttribute('media', '(min-width: 768px)')
    expect(preload).not.toHaveAttribute('fetchpriority')
  })

  it('neither preloads nor hurries an eager image with nowhere to preload it', () => {
    render(<ContentImage image={phone} sizes="160px" maxWidth={160} loading="eager" />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(imagePreloads()).toHaveLength(0)
  })

  it("hands the browser one framed URL and a size, not the editor's asset reference, crop and hotspot", () => {
    const framedByEditor = {
      ...phone,
      assetRef: 'image-0123456789abcdef0123456789abcdef01234567-360x740-svg',
      crop: {top: 0.1, bottom: 0, left: 0, right: 0.5},
      hotspot: {x: 0.25, y: 0.5, width: 0.2, height: 0.2},
    }
    const element = ContentImage({image: framedByEditor, sizes: '160px', maxWidth: 160, loading: 'eager'})
    // What a client component receives is what the page data carries.
    expect(element?.type).toBe(ContentPicture)
    expect(element?.props).toEqual({
      picture: {src: '/content-images/phone-360x740.svg?rect=0,74,180,666', width: 180, height: 666},
      alt: 'La pantalla de hoy',
      sizes: '160px',
      maxWidth: 160,
      loading: 'eager',
    })
  })
})

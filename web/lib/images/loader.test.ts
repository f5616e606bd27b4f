import imageLoader from './loader'

describe('imageLoader', () => {
  it('asks the snapshot route for the width and a modern format, on the same origin', () => {
    expect(imageLoader({src: '/content-images/abc-360x740.svg', width: 384})).toBe(
      '/content-images/abc-360x740.svg?w=384&q=75&auto=format&fit=max',
    )
  })

  it("asks Sanity's CDN the same", () => {
    const src = 'https://cdn.sanity.io/images/p1/production/abc-1200x800.jpg'
    expect(imageLoader({src, width: 828, quality: 60})).toBe(`${src}?w=828&q=60&auto=format&fit=max`)
  })

  it('leaves any other image as it is', () => {
    expect(imageLoader({src: '/icon.svg', width: 64})).toBe('/icon.svg')
  })
})

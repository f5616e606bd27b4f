import '@testing-library/jest-dom'
import {configure} from '@testing-library/react'

// findBy… and waitFor wait for a state; their limit is only how long before calling it a failure.
// Testing Library's default (1 s) fails a correct test on a busy machine.
configure({asyncUtilTimeout: 30_000})

// jsdom has no matchMedia; GSAP and media-query hooks ask it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

// next/image reads the app's image settings from what the build inlines, which Jest does not do:
// hand its own getImageProps the settings and loader the build gives it (next.config.ts).
jest.mock('next/image', () => {
  const {getImgProps} = jest.requireActual('next/dist/shared/lib/get-img-props')
  const {imageConfigDefault} = jest.requireActual('next/dist/shared/lib/image-config')
  const {DEVICE_SIZES, IMAGE_QUALITIES, IMAGE_SIZES} = jest.requireActual('@habitum/content/images/config')
  const {default: loader} = jest.requireActual('@/lib/images/loader')
  // As next/image's getImageProps completes the settings before it calls getImgProps.
  const imgConf = {
    ...imageConfigDefault,
    loader: 'custom',
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    allSizes: [...DEVICE_SIZES, ...IMAGE_SIZES].sort((a: number, b: number) => a - b),
    qualities: IMAGE_QUALITIES,
  }
  return {
    __esModule: true,
    getImageProps: (props: object) => getImgProps(props, {defaultLoader: loader, imgConf}),
  }
})

// jsdom has no IntersectionObserver: nothing ever comes into view (lazy parts stay unloaded).
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
  class NeverIntersecting {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  Object.assign(window, {IntersectionObserver: NeverIntersecting})
}

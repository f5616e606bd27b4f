import '@testing-library/jest-dom'

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

// next/image needs the app's loader config, which Jest does not load: draw a plain <img>.
jest.mock('next/image', () => {
  const {createElement} = jest.requireActual<typeof import('react')>('react')
  return {
    __esModule: true,
    default: ({priority: _priority, ...props}: Record<string, unknown>) => createElement('img', props),
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

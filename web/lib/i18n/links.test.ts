import {splitLanguagePrefix} from './languages'
import {canonicalAddress, canonicalPath, localizeHref, switchTarget} from './links'

const unprefixed = {lang: 'es', prefixed: false} as const
const spanish = {lang: 'es', prefixed: true} as const
const english = {lang: 'en', prefixed: true} as const

describe('localizeHref', () => {
  it.each([
    ['https://forms.example.com/x', english, 'https://forms.example.com/x'],
    ['http://example.com', spanish, 'http://example.com'],
    ['mailto:soporte@habitum.example', english, 'mailto:soporte@habitum.example'],
    ['tel:+541155550100', english, 'tel:+541155550100'],
    ['/legal/terms-of-use', unprefixed, '/legal/terms-of-use'],
    ['/legal/terms-of-use', english, '/en/legal/terms-of-use'],
    ['/legal/terms-of-use', spanish, '/es/legal/terms-of-use'],
    ['/', unprefixed, '/'],
    ['/', english, '/en/'],
    ['#contactus', unprefixed, '/#contactus'],
    ['#contactus', english, '/en/#contactus'],
    ['alco', english, '/en/alco'],
  ])('%s on a %o page → %s', (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected)
  })
})

describe('canonicalPath: a page in a language at its canonical address, Spanish unprefixed', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/', 'es', '/'],
    ['/alco', 'en', '/en/alco'],
    ['/alco', 'es', '/alco'],
    ['/legal/privacy-policy/2022-03-01', 'en', '/en/legal/privacy-policy/2022-03-01'],
    ['/legal/privacy-policy/2022-03-01', 'es', '/legal/privacy-policy/2022-03-01'],
    ['/english-course', 'es', '/english-course'],
  ] as const)('%s in %s → %s', (path, lang, expected) => {
    expect(canonicalPath(path, lang)).toBe(expected)
  })
})

describe('canonicalAddress: one string per page and language, the home page the bare origin', () => {
  it.each([
    ['/', 'es', 'https://www.habitum.example'],
    ['/', 'en', 'https://www.habitum.example/en/'],
    ['/alco', 'es', 'https://www.habitum.example/alco'],
    ['/alco', 'en', 'https://www.habitum.example/en/alco'],
    ['/legal/terms-of-use', 'en', 'https://www.habitum.example/en/legal/terms-of-use'],
  ] as const)('%s in %s → %s', (path, lang, expected) => {
    expect(canonicalAddress(path, lang, 'https://www.habitum.example')).toBe(expected)
    // An origin given with a slash makes no other string.
    expect(canonicalAddress(path, lang, 'https://www.habitum.example/')).toBe(expected)
  })
})

describe('switchTarget: where the language switch leads, from the route segments below the language', () => {
  it.each([
    [[], 'en', '/en/'],
    [[], 'es', '/'],
    [['alco'], 'en', '/en/alco'],
    [['alco'], 'es', '/alco'],
    [['legal', 'terms-of-use'], 'es', '/legal/terms-of-use'],
    [['legal', 'privacy-policy', '2022-03-01'], 'en', '/en/legal/privacy-policy/2022-03-01'],
    [
      ['legal', 'privacy-policy', '2022-03-01', 'comparar', '2023-07-01'],
      'es',
      '/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
    ],
    // With the language's own segment first, as a root layout may be given it.
    [['_', 'alco'], 'en', '/en/alco'],
    [['en', 'alco'], 'es', '/alco'],
    // The not-found and gone pages: no page of their own, so the other language's home.
    [['_missing'], 'en', '/en/'],
    [['%5Fgone'], 'es', '/'],
  ] as const)('%o to %s → %s', (segments, target, expected) => {
    expect(switchTarget(segments, target)).toBe(expected)
  })
})

describe('splitLanguagePrefix', () => {
  it.each([
    ['/', {rest: '/'}],
    ['/en', {prefix: 'en', rest: '/'}],
    ['/en/', {prefix: 'en', rest: '/'}],
    ['/es/alco', {prefix: 'es', rest: '/alco'}],
    ['/english-course', {rest: '/english-course'}],
    ['/fr/alco', {rest: '/fr/alco'}],
  ] as const)('%s → %o', (pathname, expected) => {
    expect(splitLanguagePrefix(pathname)).toEqual(expected)
  })
})

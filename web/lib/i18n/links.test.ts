import {splitLanguagePrefix} from './languages'
import {localizeHref, pathInLanguage} from './links'

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

describe('pathInLanguage', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/alco', 'en', '/en/alco'],
    ['/en/alco', 'es', '/es/alco'],
    ['/es/', 'en', '/en/'],
    ['/en', 'es', '/es/'],
    ['/legal/privacy-policy/2022-03-01', 'en', '/en/legal/privacy-policy/2022-03-01'],
    ['/english-course', 'es', '/es/english-course'],
  ] as const)('%s in %s → %s', (pathname, target, expected) => {
    expect(pathInLanguage(pathname, target)).toBe(expected)
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

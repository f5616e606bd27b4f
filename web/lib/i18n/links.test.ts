import {localizeHref} from './links'

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

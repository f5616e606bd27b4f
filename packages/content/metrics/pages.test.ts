/** @jest-environment node */
import {pageAddresses, visitedPage} from './pages'

describe('visitedPage', () => {
  it.each([
    ['/', {path: '/', language: 'es'}],
    ['/alco', {path: '/alco', language: 'es'}],
    ['/alco/', {path: '/alco', language: 'es'}],
    ['/es/alco', {path: '/alco', language: 'es'}],
    ['/en', {path: '/', language: 'en'}],
    ['/en/', {path: '/', language: 'en'}],
    ['/en/legal/privacy-policy', {path: '/legal/privacy-policy', language: 'en'}],
    ['/english', {path: '/english', language: 'es'}],
  ])('%s is %o', (pathname, page) => {
    expect(visitedPage(pathname)).toEqual(page)
  })
})

describe('pageAddresses', () => {
  it.each([
    ['/', ['/', '/es', '/es/', '/en', '/en/']],
    ['/alco', ['/alco', '/alco/', '/es/alco', '/es/alco/', '/en/alco', '/en/alco/']],
  ])('%s is shown at %o, and each of them is that page', (path, addresses) => {
    expect(pageAddresses(path)).toEqual(addresses)
    for (const address of addresses) expect(visitedPage(address).path).toBe(path)
  })
})

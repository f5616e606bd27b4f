/** @jest-environment node */
import {contentSecurityPolicy, imageOriginOf, securityHeaders} from './headers'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

describe('the Content Security Policy', () => {
  const local = directives(contentSecurityPolicy({contactEndpoint: '/api/contact', siteUrl: 'http://localhost:3000'}))

  it('allows only this site by default, never eval in production, and no framing', () => {
    expect(local['default-src']).toEqual(["'self'"])
    expect(local['script-src']).not.toContain("'unsafe-eval'")
    expect(local['frame-ancestors']).toEqual(["'none'"])
    expect(local['object-src']).toEqual(["'none'"])
    expect(local['connect-src']).toEqual(["'self'"])
    expect(local['form-action']).toEqual(["'self'"])
    expect(local['img-src']).not.toContain('https://cdn.sanity.io')
    expect(local['upgrade-insecure-requests']).toBeUndefined()
  })

  it('adds the configured contact endpoint, the Sanity image CDN and https upgrades when they apply', () => {
    const production = directives(
      contentSecurityPolicy({
        contactEndpoint: 'https://leads.habitum.example/v1/contact',
        imageOrigin: imageOriginOf({}),
        siteUrl: 'https://www.habitum.example',
      }),
    )
    expect(production['connect-src']).toEqual(["'self'", 'https://leads.habitum.example'])
    expect(production['form-action']).toEqual(["'self'", 'https://leads.habitum.example'])
    expect(production['img-src']).toContain('https://cdn.sanity.io')
    expect(production['upgrade-insecure-requests']).toEqual([])
  })

  it("takes images from Sanity's CDN, or from a lake at an API host of its own", () => {
    expect(imageOriginOf(undefined)).toBeUndefined()
    expect(imageOriginOf({})).toBe('https://cdn.sanity.io')
    expect(imageOriginOf({apiHost: 'https://api.sanity.io'})).toBe('https://cdn.sanity.io')
    expect(imageOriginOf({apiHost: 'https://localhost:3334'})).toBe('https://localhost:3334')
  })

  it('lets `next dev` evaluate code and hot-reload', () => {
    const development = directives(
      contentSecurityPolicy({contactEndpoint: '/api/contact', siteUrl: 'http://localhost:3000', development: true}),
    )
    expect(development['script-src']).toContain("'unsafe-eval'")
    expect(development['connect-src']).toContain('ws:')
  })
})

describe('the other security headers', () => {
  it('pin https, forbid sniffing and framing, trim referrers and powerful features', () => {
    const headers = Object.fromEntries(securityHeaders().map(({key, value}) => [key, value]))
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('geolocation=()')
  })
})

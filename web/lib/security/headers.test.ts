/** @jest-environment node */
import {
  contentSecurityPolicy,
  CSP_REPORT_PATH,
  DEVELOPMENT_ADDITIONS,
  imageOriginOf,
  securityHeaders,
  withScriptHashes,
} from './headers'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

describe('the Content Security Policy', () => {
  const local = directives(contentSecurityPolicy({contactEndpoint: '/api/contact', siteUrl: 'http://localhost:3000'}))

  it('allows only this site by default, never eval or inline scripts in production, and no framing', () => {
    expect(local['default-src']).toEqual(["'self'"])
    expect(local['script-src']).toEqual(["'self'", "'report-sample'"])
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

  it('in development, differs from production only by DEVELOPMENT_ADDITIONS: eval, and the hot reload socket', () => {
    expect(DEVELOPMENT_ADDITIONS).toEqual({'script-src': ["'unsafe-eval'"], 'connect-src': ['ws:']})
    for (const options of [
      {contactEndpoint: '/api/contact', siteUrl: 'http://localhost:3000'},
      {
        contactEndpoint: 'https://leads.habitum.example/v1',
        imageOrigin: 'https://cdn.sanity.io',
        siteUrl: 'https://a.example',
      },
      {
        contactEndpoint: '/api/contact',
        siteUrl: 'http://localhost:3000',
        nonce: 'bm9uY2U=',
        framedBy: 'http://localhost:3333',
      },
    ]) {
      const production = directives(contentSecurityPolicy(options))
      const development = directives(contentSecurityPolicy({...options, development: true}))
      expect(Object.keys(development)).toEqual(Object.keys(production))
      for (const name of Object.keys(production)) {
        expect(development[name]).toEqual([...production[name], ...(DEVELOPMENT_ADDITIONS[name] ?? [])])
      }
      // Never inline scripts: the development server names them by their hashes too.
      expect(development['script-src']).not.toContain("'unsafe-inline'")
    }
  })

  it('names the scripts of a page rendered for one request by its nonce', () => {
    const preview = directives(
      contentSecurityPolicy({contactEndpoint: '/api/contact', siteUrl: 'http://localhost:3000', nonce: 'bm9uY2U='}),
    )
    expect(preview['script-src']).toEqual(["'self'", "'nonce-bm9uY2U='", "'report-sample'"])
  })

  it('sends violations to this site’s endpoint, with report-to and report-uri', () => {
    expect(local['report-uri']).toEqual([CSP_REPORT_PATH])
    expect(local['report-to']).toEqual(['csp'])
    const headers = Object.fromEntries(securityHeaders().map(({key, value}) => [key, value]))
    expect(headers['Reporting-Endpoints']).toBe(`csp="${CSP_REPORT_PATH}"`)
  })
})

describe('withScriptHashes', () => {
  const hashes = ["'sha256-AAA='", "'sha256-BBB='"]

  it('adds the hashes to script-src, takes out unsafe-inline, and leaves the rest as it was', () => {
    const policy =
      "default-src 'self'; script-src 'self' 'unsafe-inline' 'report-sample'; style-src 'self' 'unsafe-inline'"
    expect(withScriptHashes(policy, hashes)).toBe(
      "default-src 'self'; script-src 'self' 'report-sample' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'unsafe-inline'",
    )
  })

  it('gives a policy without script-src one, from default-src', () => {
    expect(withScriptHashes("default-src 'self' 'unsafe-inline'; img-src data:", hashes)).toBe(
      "default-src 'self' 'unsafe-inline'; img-src data:; script-src 'self' 'sha256-AAA=' 'sha256-BBB='",
    )
  })

  it('names no script when a page has none', () => {
    expect(withScriptHashes("script-src 'self'", [])).toBe("script-src 'self'")
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

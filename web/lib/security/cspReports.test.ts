/** @jest-environment node */
import {readCspReports} from './cspReports'

const SITE = 'https://www.habitum.example'
const isThisSite = (url: string) => url.startsWith(`${SITE}/`)

/** A report as Chromium's Reporting API sends it (report-to). */
const reported = (body: Record<string, unknown>) => ({
  age: 2,
  type: 'csp-violation',
  url: `${SITE}/alco`,
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: `${SITE}/alco?utm_source=news#faq`,
    effectiveDirective: 'script-src-elem',
    blockedURL: 'inline',
    disposition: 'enforce',
    originalPolicy: "default-src 'self'",
    sample: 'window.__injected = true',
    statusCode: 200,
    ...body,
  },
})

describe('readCspReports', () => {
  it('reads a batch of the Reporting API: directive, the page’s path, what kind of thing was blocked', () => {
    const check = readCspReports(
      [
        reported({}),
        reported({effectiveDirective: 'img-src', blockedURL: 'https://tracker.example/pixel.gif?id=1'}),
        reported({effectiveDirective: 'script-src-elem', blockedURL: 'chrome-extension://abcdef/inject.js'}),
        reported({effectiveDirective: 'script-src', blockedURL: 'eval'}),
      ],
      isThisSite,
    )
    expect(check).toEqual({
      ok: true,
      violations: [
        {directive: 'script-src-elem', page: '/alco', blocked: 'inline'},
        {directive: 'img-src', page: '/alco', blocked: 'https://tracker.example'},
        {directive: 'script-src-elem', page: '/alco', blocked: 'chrome-extension:'},
        {directive: 'script-src', page: '/alco', blocked: 'eval'},
      ],
    })
  })

  it('reads the older report-uri format, by its effective or else its violated directive', () => {
    const legacy = (report: Record<string, unknown>) => ({
      'csp-report': {'document-uri': `${SITE}/en/`, 'blocked-uri': 'inline', ...report},
    })
    expect(readCspReports(legacy({'effective-directive': 'script-src-elem'}), isThisSite)).toEqual({
      ok: true,
      violations: [{directive: 'script-src-elem', page: '/en/', blocked: 'inline'}],
    })
    expect(readCspReports(legacy({'violated-directive': "frame-ancestors 'none'"}), isThisSite)).toMatchObject({
      ok: true,
      violations: [{directive: 'frame-ancestors'}],
    })
  })

  it('refuses what is not a well-formed report of this site’s pages', () => {
    const refusals: unknown[] = [
      null,
      'inline',
      {},
      [],
      Array.from({length: 21}, () => reported({})),
      [{type: 'deprecation', body: {}}],
      [reported({}), {type: 'csp-violation'}],
      [reported({effectiveDirective: 'script-src-everything'})],
      [reported({effectiveDirective: 42})],
      [reported({documentURL: 'https://elsewhere.example/'})],
      [reported({documentURL: undefined})],
      [reported({blockedURL: {url: 'x'}})],
      {'csp-report': {'document-uri': `${SITE}/`}},
      {'csp-report': 'script-src'},
    ]
    for (const body of refusals) expect(readCspReports(body, isThisSite)).toMatchObject({ok: false})
  })
})

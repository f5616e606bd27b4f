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

  it('refuses what is not a well-formed report of this site’s pages, saying why', () => {
    const NEITHER = 'the body is neither a batch of the Reporting API nor a csp-report'
    const NOT_A_VIOLATION = 'each report of a batch is a csp-violation with a body'
    const NO_DIRECTIVE = 'the report names no known directive'
    const ELSEWHERE = 'the report is not about a page of this site'
    const refusals: Array<[unknown, string]> = [
      [null, NEITHER],
      ['inline', NEITHER],
      [{}, NEITHER],
      [[], 'a batch holds from 1 to 20 reports'],
      [Array.from({length: 21}, () => reported({})), 'a batch holds from 1 to 20 reports'],
      [[{type: 'deprecation', body: {}}], NOT_A_VIOLATION],
      [[reported({}), {type: 'csp-violation'}], NOT_A_VIOLATION],
      // Every report's kind is checked before any one's content.
      [[reported({effectiveDirective: 'script-src-everything'}), {type: 'csp-violation'}], NOT_A_VIOLATION],
      [[reported({effectiveDirective: 'script-src-everything'})], NO_DIRECTIVE],
      [[reported({effectiveDirective: 42})], NO_DIRECTIVE],
      [[reported({effectiveDirective: 42, documentURL: 'https://elsewhere.example/'})], NO_DIRECTIVE],
      [[reported({documentURL: 'https://elsewhere.example/'})], ELSEWHERE],
      [[reported({documentURL: undefined})], ELSEWHERE],
      [[reported({documentURL: undefined, blockedURL: 7})], ELSEWHERE],
      [[reported({documentURL: null})], ELSEWHERE],
      [[reported({blockedURL: {url: 'x'}})], 'the blocked resource is not a text'],
      [{'csp-report': {'document-uri': `${SITE}/`}}, NO_DIRECTIVE],
      [{'csp-report': 'script-src'}, NEITHER],
      [{'csp-report': null}, NEITHER],
    ]
    for (const [body, message] of refusals) expect(readCspReports(body, isThisSite)).toEqual({ok: false, message})
  })

  it('reads a report whose fields are named like an object’s own properties without throwing', () => {
    const body = JSON.parse(
      `{"csp-report": {"document-uri": "${SITE}/", "effective-directive": "img-src", "constructor": 1, "__proto__": {}}}`,
    )
    expect(readCspReports(body, isThisSite)).toEqual({
      ok: true,
      violations: [{directive: 'img-src', page: '/', blocked: 'inline'}],
    })
  })
})

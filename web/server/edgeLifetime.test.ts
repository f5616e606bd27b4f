/** @jest-environment node */
import {createServer, request as httpRequest, type IncomingHttpHeaders} from 'node:http'
import type {AddressInfo} from 'node:net'
import {startStandIn} from '@/test/cdnStandIn'
import {purgeTags} from '../lib/publishing/cdnPurge'
import {EDGE_HINT_HEADER} from '../lib/publishing/datedChanges'
import {applyEdgeLifetime, edgeHeaders, type EdgeState} from './edgeLifetime'

const NEXT_PAGE = 's-maxage=60, stale-while-revalidate=31535940, no-transform'
const NOW = Date.parse('2030-12-31T23:00:00-03:00')
const PURGED: EdgeState = {purged: true, purgeFailing: false, lifetimeSeconds: 86_400, staleLimitSeconds: 3_600}
const NOT_PURGED: EdgeState = {...PURGED, purged: false}

describe('how long a CDN keeps an answer', () => {
  it('bounds stale-while-revalidate so no copy served is older than the limit after a change', () => {
    expect(edgeHeaders(NEXT_PAGE, {settling: false}, NOT_PURGED, NOW)).toEqual({
      cacheControl: 's-maxage=60, stale-while-revalidate=3540, no-transform',
    })
    // Next's not-found page says a year.
    expect(edgeHeaders('s-maxage=31536000, no-transform', undefined, NOT_PURGED, NOW).cacheControl).toBe(
      's-maxage=3600, no-transform',
    )
    const limit = {...NOT_PURGED, staleLimitSeconds: 600}
    expect(edgeHeaders(NEXT_PAGE, undefined, limit, NOW).cacheControl).toBe(
      's-maxage=60, stale-while-revalidate=540, no-transform',
    )
  })

  it('lets a purged CDN keep a page long, never past the next dated change of what it shows', () => {
    expect(edgeHeaders(NEXT_PAGE, {settling: false}, PURGED, NOW).edgeControl).toBe('max-age=86400')
    const midnight = Date.parse('2031-01-01T00:00:00-03:00')
    expect(edgeHeaders(NEXT_PAGE, {until: midnight, settling: false}, PURGED, NOW).edgeControl).toBe('max-age=3600')
    // A change within the answer's own minute: Cache-Control alone says enough.
    expect(edgeHeaders(NEXT_PAGE, {until: NOW + 30_000, settling: false}, PURGED, NOW).edgeControl).toBeUndefined()
  })

  it('keeps answers short while a change that just passed is regenerated, after a failed purge, or without a hint', () => {
    expect(edgeHeaders(NEXT_PAGE, {settling: true}, PURGED, NOW).edgeControl).toBeUndefined()
    expect(edgeHeaders(NEXT_PAGE, {settling: false}, {...PURGED, purgeFailing: true}, NOW).edgeControl).toBeUndefined()
    expect(edgeHeaders(NEXT_PAGE, undefined, PURGED, NOW).edgeControl).toBeUndefined()
    expect(edgeHeaders(NEXT_PAGE, {settling: true}, PURGED, NOW).cacheControl).toContain('stale-while-revalidate=3540')
  })

  it('leaves alone what no shared cache keeps, and answers without a shared lifetime', () => {
    for (const cacheControl of [
      'private, no-store',
      'public, max-age=31536000, immutable',
      'no-store',
      'public, max-age=60',
    ])
      expect(edgeHeaders(cacheControl, {settling: false}, PURGED, NOW)).toEqual({cacheControl})
    expect(edgeHeaders('private, s-maxage=60', {settling: false}, PURGED, NOW)).toEqual({
      cacheControl: 'private, s-maxage=60',
    })
  })
})

describe('an answer on its way out', () => {
  /** A server answering as Next does for a page, with the proxy's hint, through applyEdgeLifetime. */
  async function pageServer() {
    const server = createServer((request, response) => {
      applyEdgeLifetime(response, {purged: true, lifetimeSeconds: 86_400, staleLimitSeconds: 3_600})
      response.setHeader(EDGE_HINT_HEADER, 'none')
      response.writeHead(200, {'Cache-Control': NEXT_PAGE, 'Content-Type': 'text/html'}).end('<p>Hola</p>')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    const headers = () =>
      new Promise<IncomingHttpHeaders>((resolve, reject) =>
        httpRequest(url, (response) => resolve(response.resume().headers))
          .on('error', reject)
          .end(),
      )
    return {headers, close: () => new Promise((resolve) => server.close(resolve))}
  }

  it('is kept long by a purged CDN, short after a purge failed for good, and long again once one succeeds', async () => {
    const page = await pageServer()
    const cdn = await startStandIn(() => ({status: 200}))
    try {
      expect((await page.headers())['surrogate-control']).toBe('max-age=86400')
      const nowhere = {kind: 'varnish' as const, addresses: ['http://127.0.0.1:1']}
      expect(await purgeTags(nowhere, ['d:faq-21'], {retryDelaysMs: []})).toBe(false)
      const failing = await page.headers()
      expect(failing['surrogate-control']).toBeUndefined()
      expect(failing['cdn-cache-control']).toBeUndefined()
      expect(failing['cache-control']).toBe('s-maxage=60, stale-while-revalidate=3540, no-transform')
      expect(await purgeTags({kind: 'varnish', addresses: [cdn.apiBase]}, ['d:faq-21'], {retryDelaysMs: []})).toBe(true)
      const again = await page.headers()
      expect(again['cdn-cache-control']).toBe('max-age=86400')
    } finally {
      await page.close()
      await cdn.close()
    }
  })
})

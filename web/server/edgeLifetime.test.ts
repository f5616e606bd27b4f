/** @jest-environment node */
import {edgeHeaders, type EdgeState} from './edgeLifetime'

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

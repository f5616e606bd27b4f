/** @jest-environment node */
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {CdnPurge} from '../config'
import {LISTING_TAGS} from './cacheTagNames'
import {lastPurgeFailure, purgeTags, tagsToPurge} from './cdnPurge'

/** A stand-in for Varnish's purge answer: each PURGE's tags, answered by `status()` in turn. */
async function varnishStandIn(statuses: number[]) {
  const purged: string[] = []
  const server: Server = createServer((request, response) => {
    purged.push(`${request.method} ${String(request.headers['xkey-purge'])}`)
    response.writeHead(statuses.shift() ?? 200).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {address, purged, close: () => new Promise((resolve) => server.close(resolve))}
}

const NO_WAIT = {retryDelaysMs: [0, 0]}

describe('purging the CDN when a document is published', () => {
  it('purges what shows the document and what lists its type; everything when every page shows it', () => {
    expect(tagsToPurge({_id: 'faq-21', _type: 'faqItem'}, {site: false, paths: ['/_/alco']})).toEqual([
      'd:faq-21',
      't:faqItem',
    ])
    expect(tagsToPurge({_id: 'siteSettings', _type: 'siteSettings'}, {site: true})).toEqual(['site'])
  })

  it('a page or legal document published purges the sitemap, llms.txt and the share cards; a FAQ item does not', () => {
    const purges = (change: {_id: string; _type: string}) =>
      tagsToPurge(change, {site: false, paths: []}).some((tag) => LISTING_TAGS.includes(tag))
    expect(purges({_id: 'page-alco', _type: 'page'})).toBe(true)
    expect(purges({_id: 'privacy', _type: 'legalDocument'})).toBe(true)
    expect(purges({_id: 'faq-21', _type: 'faqItem'})).toBe(false)
  })

  it('asks every Varnish with xkey-purge, once each when they answer', async () => {
    const [first, second] = [await varnishStandIn([]), await varnishStandIn([])]
    try {
      const done = await purgeTags({kind: 'varnish', addresses: [first.address, second.address]}, ['d:a', 't:b'])
      expect(done).toBe(true)
      expect(first.purged).toEqual(['PURGE d:a t:b'])
      expect(second.purged).toEqual(['PURGE d:a t:b'])
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('retries a failed purge; one that still fails is kept for /api/health until a purge succeeds', async () => {
    const failing = await varnishStandIn([503, 503, 503])
    try {
      const cdn: CdnPurge = {kind: 'varnish', addresses: [failing.address]}
      expect(await purgeTags(cdn, ['d:a'], NO_WAIT)).toBe(false)
      expect(failing.purged).toHaveLength(3)
      expect(lastPurgeFailure()).toMatchObject({tags: ['d:a'], problem: `${failing.address} answered 503`})
      expect(await purgeTags(cdn, ['d:b'], NO_WAIT)).toBe(true)
      expect(lastPurgeFailure()).toBeUndefined()
    } finally {
      await failing.close()
    }
  })

  it('sends many tags in batches a Varnish header holds', async () => {
    const varnish = await varnishStandIn([])
    try {
      const tags = Array.from({length: 400}, (_, index) => `d:faq-${String(index).padStart(20, '0')}`)
      await purgeTags({kind: 'varnish', addresses: [varnish.address]}, tags)
      expect(varnish.purged.length).toBeGreaterThan(1)
      expect(varnish.purged.flatMap((line) => line.slice('PURGE '.length).split(' '))).toEqual(tags)
      for (const line of varnish.purged) expect(line.length).toBeLessThan(4_100)
    } finally {
      await varnish.close()
    }
  })
})

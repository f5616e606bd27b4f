/** @jest-environment node */
import {randomBytes} from 'node:crypto'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {scriptHashSource} from '../lib/security/inlineScripts'
import {createVersionCache, type ProcessedVersion, type VersionUnderWay} from './pageVersions'

const BASE = "default-src 'self'; script-src 'self' 'report-sample'; object-src 'none'"

/** A page with two inline scripts and `noise` bytes that do not compress (random hex), so its copies weigh what it weighs. */
function page(noise: number, script = 'self.__next_f.push([0])') {
  const filler = randomBytes(noise / 2).toString('hex')
  return Buffer.from(
    `<!DOCTYPE html><html><head><script>${script}</script><script src="/_next/static/chunks/a.js" async=""></script>` +
      `</head><body><p>${filler}</p><script type="application/ld+json">{}</script><script>b()</script></body></html>`,
  )
}

const ready = (version: ProcessedVersion | VersionUnderWay) =>
  'ready' in version ? version.ready : Promise.resolve(version)

describe('the versions of pages', () => {
  it('hashes a version’s inline scripts and compresses it once, however many requests ask for it', async () => {
    const processed: string[] = []
    const cache = createVersionCache({
      maxBytes: 1_000_000,
      brotliQuality: 11,
      gzipLevel: 9,
      onProcessed: (key) => processed.push(key),
    })
    const html = page(2_000)
    // Three requests while it is compressed, and one after.
    const first = cache.version('/ "a"', html, BASE)
    expect(first.policy).toBe(
      `default-src 'self'; script-src 'self' 'report-sample' ${scriptHashSource('self.__next_f.push([0])')} ${scriptHashSource('b()')}; object-src 'none'`,
    )
    const together = [first, cache.version('/ "a"', html, BASE), cache.version('/ "a"', html, BASE)]
    const versions = await Promise.all(together.map(ready))
    expect(new Set(versions).size).toBe(1)
    const later = cache.version('/ "a"', html, BASE)
    expect(later).toBe(versions[0])
    expect(processed).toEqual(['/ "a"'])
    expect(cache.processed).toBe(1)
    expect(brotliDecompressSync(versions[0]!.br).equals(html)).toBe(true)
    expect(gunzipSync(versions[0]!.gzip).equals(html)).toBe(true)
    expect(versions[0]!.scripts).toBe(2)
  })

  it('makes a new version of a page whose HTML changed (a publish), and of a policy that changed', async () => {
    const cache = createVersionCache({maxBytes: 1_000_000, brotliQuality: 5, gzipLevel: 6})
    const before = await ready(cache.version('/alco "a"', page(100, 'a()'), BASE))
    const after = await ready(cache.version('/alco "b"', page(100, 'b()'), BASE))
    expect(after.policy).toContain(scriptHashSource('b()'))
    expect(after.policy).not.toContain(scriptHashSource('a()'))
    expect(before.policy).toContain(scriptHashSource('a()'))
    expect(cache.find('/alco "a"', BASE)).toBe(before)
    expect(cache.find('/alco "a"', `${BASE}; frame-ancestors 'none'`)).toBeUndefined()
    expect(cache.processed).toBe(2)
  })

  it('keeps within its bound in bytes, the least recently used version out first', async () => {
    const maxBytes = 200_000
    const cache = createVersionCache({maxBytes, brotliQuality: 5, gzipLevel: 6})
    const sizes: number[] = []
    // Each version's two copies take about 2 × 20 kB: twenty of them are four times the bound.
    for (let index = 0; index < 20; index++) {
      const version = await ready(cache.version(`/p${index} "x"`, page(20_000), BASE))
      sizes.push(version.br.length + version.gzip.length + version.policy.length)
      // The first version is asked for again and again: it stays while the others go.
      if (index > 0) expect(cache.find('/p0 "x"', BASE)).toBeDefined()
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes)
    }
    const kept = Math.floor(maxBytes / Math.max(...sizes))
    expect(cache.size).toBeGreaterThanOrEqual(kept)
    expect(cache.size).toBeLessThan(20)
    expect(cache.bytes).toBe(sizes.slice(-cache.size + 1).reduce((sum, size) => sum + size, sizes[0]!))
    expect(cache.find('/p1 "x"', BASE)).toBeUndefined()
    expect(cache.find('/p19 "x"', BASE)).toBeDefined()

    // A version larger than the whole bound is served all the same, and not kept.
    const huge = await ready(cache.version('/huge "x"', page(300_000), BASE))
    expect(gunzipSync(huge.gzip).length).toBeGreaterThan(300_000)
    expect(cache.find('/huge "x"', BASE)).toBeUndefined()
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes)
  })
})

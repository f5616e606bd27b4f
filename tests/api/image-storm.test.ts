/** @jest-environment node */
import assert from '../support/assert'
import {readdirSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {startServer} from '../../scripts/packagedServer'

const IMAGES = path.resolve(__dirname, '../../content/images')
const MEMORY_BAR_MB = 600
const ANSWER_BAR_MS = 10_000

test('a storm of 100 distinct large AVIF variants at once: the server stays under 600 MB and answers each (200 or 503) within 10 s', async () => {
  const server = await startServer()
  try {
    // Every file at the three largest widths: distinct variants, none cached, as no CDN holds them.
    const files = readdirSync(IMAGES).filter((file) => file.endsWith('.svg'))
    const urls = [1920, 1280, 1080]
      .flatMap((width) => files.map((file) => `${server.url}/content-images/${file}?w=${width}&q=75&fm=avif&fit=max`))
      .slice(0, 100)
    assert.equal(new Set(urls).size, 100)

    // Sampled while the storm runs (each process's peak, so nothing between two samples is
    // missed); past the bar the server is killed at once: without the fix it climbs to
    // gigabytes, and a regression must fail here instead of starving the machine.
    let peak = server.memory().peakMb
    let overBar = false
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.memory().peakMb)
      if (peak > MEMORY_BAR_MB && !overBar) {
        overBar = true
        void server.kill()
      }
    }, 50)

    const answers = await Promise.all(
      urls.map(async (url) => {
        const started = performance.now()
        try {
          const response = await fetch(url, {signal: AbortSignal.timeout(ANSWER_BAR_MS + 5_000)})
          const body = Buffer.from(await response.arrayBuffer())
          return {
            url,
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            body,
            ms: performance.now() - started,
          }
        } catch (error) {
          return {url, status: 0, retryAfter: null, body: Buffer.alloc(0), ms: performance.now() - started, error}
        }
      }),
    )
    clearInterval(sampler)
    if (!overBar) peak = Math.max(peak, server.memory().peakMb)

    assert.ok(peak < MEMORY_BAR_MB, `the server's resident memory peaked at ${Math.round(peak)} MB`)
    for (const answer of answers) {
      assert.ok([200, 503].includes(answer.status), `${answer.url}: ${answer.status || String(answer.error)}`)
      assert.ok(answer.ms < ANSWER_BAR_MS, `${answer.url} answered after ${Math.round(answer.ms)} ms`)
      if (answer.status === 503) assert.ok(Number(answer.retryAfter) > 0, 'a 503 says when to retry')
    }
    for (const answer of answers.filter(({status}) => status === 200)) {
      const drawn = await sharp(answer.body).metadata()
      assert.equal(drawn.width, Number(new URL(answer.url).searchParams.get('w')))
    }
    console.info(
      `storm: ${answers.filter(({status}) => status === 200).length} drawn, ${answers.filter(({status}) => status === 503).length} busy, ` +
        `peak ${Math.round(peak)} MB, slowest answer ${Math.round(Math.max(...answers.map(({ms}) => ms)))} ms`,
    )
  } finally {
    await server.stop()
  }
})

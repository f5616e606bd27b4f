/** @jest-environment node */
import assert from '../support/assert'
import path from 'node:path'
import {chromium} from 'playwright-core'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/chromium'
import {startServer, type RunningServer} from '../../scripts/packagedServer'

let server: RunningServer
beforeAll(async () => {
  // Pages built earlier still serve; anything rendered now reads a snapshot that cannot be parsed.
  server = await startServer({CONTENT_DIR: path.resolve(__dirname, '../fixtures/unreadable-content')})
})
afterAll(() => server.stop())

test('a server failure answers 500 with the page headed «Unexpected Application Error», and is logged', async () => {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
  try {
    const page = await browser.newPage()
    const response = await page.goto(`${server.url}/es/una-pagina-nueva`)
    assert.equal(response?.status(), 500)
    // Next draws the global error page in the browser: wait for it, not for the server HTML.
    const heading = page.getByRole('heading', {level: 1})
    await heading.waitFor()
    assert.equal(await heading.textContent(), 'Unexpected Application Error')
  } finally {
    await browser.close()
  }
  assert.match(server.output(), /unreadable-content[/\\]data\.ndjson line 1: not valid JSON/)
})

import path from 'node:path'
import {defineConfig} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium'
import {E2E_PREVIEW_SECRET} from './tests/support/preview'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/** Browser tests in Debian's Chromium against the production build (npm run build first). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // The JSON report is where npm test finds the slowest tests (scripts/slowest-tests.ts). The HTML
  // report has a folder of its own: one above the Studio's would be wiped with it, the suites run at once.
  reporter: [
    ['list'],
    ['html', {outputFolder: 'playwright-report/site', open: 'never'}],
    ['json', {outputFile: 'test-results/timings/playwright-site.json'}],
  ],
  // Limits, not waits: every test waits for states. A test that opens three pages can take more
  // than 30 s on a busy 2-core machine (seen once beside stress-ng), so these only end a stuck one.
  timeout: 90_000,
  expect: {timeout: 15_000},
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  },
  projects: [
    {name: 'phone', use: {viewport: {width: 375, height: 812}, deviceScaleFactor: 2, isMobile: true, hasTouch: true}},
    // A test tagged @one-width checks what no layout changes (headers, head tags, the order of
    // the HTML): the phone runs it, the laptop need not run it again.
    {name: 'laptop', grepInvert: /@one-width/, use: {viewport: {width: 1280, height: 800}}},
    // Where a link lands depends on the layout at every width it has: the two above, the
    // breakpoint itself and a wide screen (tests/e2e/anchors.spec.ts tags what runs there).
    {
      name: 'tablet',
      testMatch: 'anchors.spec.ts',
      grep: /@every-width/,
      use: {viewport: {width: 768, height: 1024}, hasTouch: true},
    },
    {name: 'wide', testMatch: 'anchors.spec.ts', grep: /@every-width/, use: {viewport: {width: 1920, height: 1080}}},
  ],
  webServer: {
    // The packaged standalone server, as deployed (npm run build packages it), from a fresh copy.
    command: 'node --import tsx tests/support/e2e-server.ts',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(PORT),
      CONTACT_API_KEY: process.env.NEXT_PUBLIC_CONTACT_API_KEY ?? '',
      DATA_DIR: path.resolve('test-results/e2e-data'),
      CONTACT_RATE_LIMIT: '1000/60',
      // Every test's pages send beacons from this one machine: far more than a visitor's.
      METRICS_RATE_LIMIT: '100000/60',
      // Two browsers walking every page ask for many image variants at once; on a slow or busy
      // machine their renders take turns for longer than a visitor's few would. Every test fails
      // on a console error, so an image must never be answered "busy" here.
      IMAGE_RENDER_WAIT_MS: '120000',
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
    },
  },
})

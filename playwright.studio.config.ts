import {defineConfig} from '@playwright/test'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium'

/**
 * Browser tests of the Studio (tests/studio/*.spec.ts): the built Studio on a local Content Lake,
 * in Debian's Chromium, and the packaged site where a test checks what visitors see (npm run build
 * first). Each test starts its own lake and site on free ports; the Studio is built once.
 */
export default defineConfig({
  testDir: 'tests/studio',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/studio',
  globalSetup: './tests/studio/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  reporter: [
    ['list'],
    ['html', {outputFolder: 'playwright-report/studio', open: 'never'}],
    // Where npm test finds the slowest tests (scripts/slowest-tests.ts).
    ['json', {outputFile: 'test-results/timings/playwright-studio.json'}],
  ],
  // A Studio is a large application: on two shared cores its first load alone takes seconds.
  timeout: 180_000,
  expect: {timeout: 30_000},
  use: {
    viewport: {width: 1280, height: 800},
    // The lake's certificate is its own; browsers of people trust it once (docs/studio.md).
    ignoreHTTPSErrors: true,
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    trace: 'retain-on-failure',
  },
})

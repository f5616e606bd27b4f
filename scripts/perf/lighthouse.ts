/**
 * Lighthouse as npm run perf and scripts/perf-explain.ts run it: in Debian's Chromium, and, where
 * the load is slowed while it happens, slowed alike (docs/performance.md, "Measuring").
 */
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium'

/**
 * Lighthouse's mobile profile (its defaults, written out so summary.json can say what was applied):
 * 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, which `devtools` throttling applies per
 * request as 562.5 ms of latency, 1.47 Mbit/s and 675 kbit/s; the CPU 4× slower.
 */
export const THROTTLING = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
  cpuSlowdownMultiplier: 4,
}

/** A headless Chromium for Lighthouse to drive, its DevTools on `port` (a free one if none); kill() it when done. */
export async function launchChromium(port?: number) {
  const chromeLauncher = await import('chrome-launcher')
  return chromeLauncher.launch({chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], port})
}

/** Lighthouse's entry point, typed by the caller for the part of its result it reads. */
export async function loadLighthouse<Result>() {
  const {default: lighthouse} = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object) => Promise<Result | undefined>
  }
  return lighthouse
}

/** One Lighthouse load of `url` in a Chromium of its own, closed after it. */
export async function lighthouseOnce<Result>(url: string, flags: object): Promise<Result | undefined> {
  const lighthouse = await loadLighthouse<Result>()
  const chrome = await launchChromium()
  try {
    return await lighthouse(url, {port: chrome.port, logLevel: 'error', ...flags})
  } finally {
    chrome.kill()
  }
}

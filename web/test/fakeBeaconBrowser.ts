import {TextEncoder} from 'node:util'
import type {MetricsBeacon} from '@habitum/content/metrics/events'

/**
 * What the metrics' tests need of a browser that jsdom lacks: navigator.sendBeacon (recorded:
 * each beacon's URL, type and JSON), TextEncoder, performance.mark, and a way to set the privacy
 * signals, the viewport's width and the page's visibility.
 */
export function fakeBrowser() {
  const sent: Array<{url: string; type: string; beacon: MetricsBeacon}> = []
  const reads: Array<Promise<void>> = []
  let accept = true
  Object.assign(globalThis, {TextEncoder})
  const sendBeacon = jest.fn((url: string, data: Blob) => {
    reads.push(
      new Promise((resolve) => {
        const reader = new FileReader()
        reader.onload = () => {
          sent.push({url, type: data.type, beacon: JSON.parse(String(reader.result))})
          resolve()
        }
        reader.readAsText(data)
      }),
    )
    return accept
  })
  Object.defineProperty(navigator, 'sendBeacon', {value: sendBeacon, configurable: true})
  if (!performance.mark) Object.assign(performance, {mark: jest.fn()})
  const set = (target: object, key: string, value: unknown) =>
    Object.defineProperty(target, key, {value, configurable: true, writable: true})
  return {
    sendBeacon,
    /** The beacons sent so far, read. */
    sent: async () => (await Promise.all(reads), sent.map(({beacon}) => beacon)),
    sentRaw: async () => (await Promise.all(reads), sent),
    refuseBeacons: () => (accept = false),
    width: (pixels: number) => set(window, 'innerWidth', pixels),
    privacy: ({gpc, dnt, windowDnt}: {gpc?: boolean; dnt?: string; windowDnt?: string}) => {
      set(navigator, 'globalPrivacyControl', gpc)
      set(navigator, 'doNotTrack', dnt ?? null)
      set(window, 'doNotTrack', windowDnt)
    },
    /** Hides or shows the page, and tells it as the browser does (pagehide, when left, comes first). */
    hide: ({left = false} = {}) => {
      if (left) window.dispatchEvent(new Event('pagehide'))
      set(document, 'visibilityState', 'hidden')
      document.dispatchEvent(new Event('visibilitychange'))
    },
    show: () => {
      set(document, 'visibilityState', 'visible')
      document.dispatchEvent(new Event('visibilitychange'))
    },
  }
}

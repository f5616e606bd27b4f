/**
 * Whether the browser asks not to be measured: Global Privacy Control (`navigator.globalPrivacyControl`,
 * the `Sec-GPC: 1` header's script side) or Do Not Track (`navigator.doNotTrack`, and the older
 * `window.doNotTrack`). Such a browser sends nothing to the site's metrics and loads nothing for them.
 */
export function metricsRefused(): boolean {
  const browser = navigator as Navigator & {globalPrivacyControl?: boolean; doNotTrack?: string | null}
  return (
    browser.globalPrivacyControl === true ||
    browser.doNotTrack === '1' ||
    (window as Window & {doNotTrack?: string | null}).doNotTrack === '1'
  )
}

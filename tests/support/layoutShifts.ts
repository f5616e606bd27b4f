import type {Page} from '@playwright/test'

/** One layout shift as the browser recorded it: its score, when (ms since the page opened), and what moved. */
export type LayoutShift = {value: number; at: number; moved: string[]}

type Recorder = {__layoutShifts?: () => LayoutShift[]}

/**
 * Runs in the page: from now on, records every unprovoked layout shift (without recent input),
 * each with what moved, from where to where, and the shifts the browser kept from before (once).
 */
function recordLayoutShifts() {
  const page = window as Recorder
  if (page.__layoutShifts) return
  type Source = {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}
  type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources?: Source[]}
  const shifts: LayoutShift[] = []
  const describe = ({node, previousRect: from, currentRect: to}: Source) => {
    const element = node instanceof Element ? node : node?.parentElement
    const name = element ? `<${element.localName}${element.id ? `#${element.id}` : ''}>` : 'a removed node'
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`
    return `${name} «${(node?.textContent ?? '').trim().slice(0, 40)}» ${box(from)} → ${box(to)}`
  }
  const add = (entries: PerformanceEntryList) => {
    for (const entry of entries as Shift[]) {
      if (!entry.hadRecentInput)
        shifts.push({value: entry.value, at: Math.round(entry.startTime), moved: (entry.sources ?? []).map(describe)})
    }
  }
  // Buffered shifts come through the callback; takeRecords() has those not yet delivered.
  const observer = new PerformanceObserver((list) => add(list.getEntries()))
  observer.observe({type: 'layout-shift', buffered: true})
  page.__layoutShifts = () => {
    add(observer.takeRecords())
    return shifts
  }
}

/**
 * Records layout shifts from the moment each page opens: call before `goto`. An observer that
 * comes later is given the shifts from before only up to the load event (Chromium keeps no more),
 * so a shift after it (a font arriving late) is seen only by an observer already watching.
 */
export const watchLayoutShifts = (page: Page) => page.addInitScript(recordLayoutShifts)

/**
 * Every unprovoked layout shift since the page opened (since the load event for the later ones,
 * unless watched from the start), each with what moved, as of two frames from now: a change made
 * just before (a font applied) has been laid out and painted, and its shifts recorded.
 */
export async function layoutShifts(page: Page) {
  await page.evaluate(recordLayoutShifts)
  return page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as Recorder).__layoutShifts!()))),
      ),
  )
}

/** The sum of the shifts' scores: the page's cumulative layout shift (CLS) over that time. */
export const totalOf = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

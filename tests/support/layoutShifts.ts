import type {Page} from '@playwright/test'

/** One layout shift as the browser recorded it: its score, when (ms since the page opened), and what moved. */
export type LayoutShift = {value: number; at: number; moved: string[]}

/**
 * Every unprovoked layout shift since the page opened (the browser's `layout-shift` entries without
 * recent input), each with what moved, from where to where, as of two frames from now: a change
 * made just before (a font applied) has been laid out and painted, and its shifts recorded.
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<LayoutShift[]>((resolve) => {
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
              shifts.push({
                value: entry.value,
                at: Math.round(entry.startTime),
                moved: (entry.sources ?? []).map(describe),
              })
          }
        }
        // Buffered shifts come through the callback; takeRecords() has the rest.
        const observer = new PerformanceObserver((list) => add(list.getEntries()))
        observer.observe({type: 'layout-shift', buffered: true})
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords())
            resolve(shifts)
          }),
        )
      }),
  )

/** The sum of the shifts' scores: the page's cumulative layout shift (CLS) over that time. */
export const totalOf = (shifts: LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

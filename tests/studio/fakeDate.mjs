/* global process, performance */
import {readFileSync, watch} from 'node:fs'

/**
 * Preloaded into the site's server under test (NODE_OPTIONS=--import …) to move its clock to
 * FAKE_NOW: the date runs on from there at the real pace. Both clocks Next.js reads move together,
 * `Date` and `performance.timeOrigin + performance.now()`: its page cache compares one with the
 * other, and a clock that moved alone would keep regenerated pages from ever being fresh or stale.
 * (A fake-timers clock advances in ticks behind the real one, so it is not used here.)
 *
 * With FAKE_NOW_FILE, the clock is set again to the date written in that file whenever it
 * changes: a test moves the server past midnight at once, rather than waiting for it.
 */
const RealDate = Date
const realOrigin = performance.timeOrigin
let shift = 0
function setClock(iso, from) {
  const date = RealDate.parse(iso)
  if (Number.isNaN(date)) throw new Error(`${from} "${iso}" is not a date`)
  shift = date - RealDate.now()
}
setClock(process.env.FAKE_NOW ?? '', 'FAKE_NOW')
const now = () => RealDate.now() + shift

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
})
Object.defineProperty(performance, 'timeOrigin', {get: () => realOrigin + shift, configurable: true})

const file = process.env.FAKE_NOW_FILE
if (file) {
  watch(file, () => {
    const written = readFileSync(file, 'utf8').trim()
    // A file being rewritten is empty for a moment: the next change event brings the date.
    if (written) setClock(written, 'FAKE_NOW_FILE')
  }).unref()
}

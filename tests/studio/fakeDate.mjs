/* global process, performance */
/**
 * Preloaded into the site's server under test (NODE_OPTIONS=--import …) to move its clock to
 * FAKE_NOW: the date runs on from there at the real pace. Both clocks Next.js reads move together,
 * `Date` and `performance.timeOrigin + performance.now()`: its page cache compares one with the
 * other, and a clock that moved alone would keep regenerated pages from ever being fresh or stale.
 * (A fake-timers clock advances in ticks behind the real one, so it is not used here.)
 */
const RealDate = Date
const shift = RealDate.parse(process.env.FAKE_NOW ?? '') - RealDate.now()
if (Number.isNaN(shift)) throw new Error(`FAKE_NOW "${process.env.FAKE_NOW}" is not a date`)
const now = () => RealDate.now() + shift

globalThis.Date = new Proxy(RealDate, {
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  apply: () => new RealDate(now()).toString(),
  get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
})
Object.defineProperty(performance, 'timeOrigin', {value: performance.timeOrigin + shift})

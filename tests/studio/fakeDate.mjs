/* global process */
/**
 * Preloaded into the site's server under test (NODE_OPTIONS=--import …) to set its clock to
 * FAKE_NOW: the date moves on from there at the real pace, timers are untouched. For content that
 * depends on the day, such as a legal revision that comes into force on a given date.
 */
import FakeTimers from '@sinonjs/fake-timers'

const now = Date.parse(process.env.FAKE_NOW ?? '')
if (Number.isNaN(now)) throw new Error(`FAKE_NOW "${process.env.FAKE_NOW}" is not a date`)
FakeTimers.withGlobal(globalThis).install({now, toFake: ['Date'], shouldAdvanceTime: true})

import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

/**
 * A clock file the site's server follows (FAKE_NOW_FILE, tests/studio/fakeDate.mjs), starting now:
 * a test moves the server's time past an hour it scheduled.
 */
export function siteClock() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'habitum-clock-')), 'now')
  const start = new Date().toISOString()
  writeFileSync(file, start)
  return {file, start, set: (instant: string) => writeFileSync(file, instant)}
}

/**
 * The retention purge over a local store, for tests/api/purge-crash.test.ts: it runs at the clock
 * time it is given and, after unlinking its k-th request file, says `stopped <k>` on stdout and
 * waits to be killed: the parent kills it at exactly that point, with no sleeping on either side.
 * Usage: tsx tests/support/purgeUntilStopped.ts DATA_DIR NOW_ISO RETENTION_MONTHS K
 */
import {promises as fs} from 'node:fs'
import {syncBuiltinESMExports} from 'node:module'
import {DEFAULT_HEALTH_RETENTION_DAYS} from '../../web/lib/config'
import {createLocalLeadStore} from '../../web/lib/contact/leadStore'
import {purgeExpiredLeads} from '../../web/lib/contact/retention'

const [dataDir, now, retentionMonths, stopAfter] = process.argv.slice(2)
if (!dataDir || !now || !retentionMonths || !stopAfter) throw new Error('usage: DATA_DIR NOW RETENTION_MONTHS K')

// The store unlinks through node:fs/promises (this same object; syncBuiltinESMExports below makes
// its ES module bindings follow): the k-th unlink of a request file is the stopping point.
const unlink = fs.unlink
let unlinked = 0
fs.unlink = async (file) => {
  await unlink(file)
  if (String(file).includes('contact-requests') && ++unlinked === Number(stopAfter)) {
    process.stdout.write(`stopped ${unlinked}\n`)
    setInterval(() => {}, 1 << 30) // alive until killed
    await new Promise(() => {})
  }
}
syncBuiltinESMExports()

void purgeExpiredLeads(createLocalLeadStore({dataDir}), {
  now: new Date(now),
  retentionMonths: Number(retentionMonths),
  healthRetentionDays: DEFAULT_HEALTH_RETENTION_DAYS,
}).then((result) => process.stdout.write(`finished ${JSON.stringify(result)}\n`))

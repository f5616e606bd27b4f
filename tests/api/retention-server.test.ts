/** @jest-environment node */
import assert from '../support/assert'
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {ERASURE_LOG_FILE} from '../../web/lib/contact/erasureLog'
import {FIRST_PURGE_DELAY_MS} from '../../web/lib/contact/purgeSchedule'
import {monthsBefore} from '../../web/lib/contact/retention'
import {newContactRequest, type ContactRequest} from '../../web/lib/contact/store'

/** The packaged server (npm run build first) keeps leads no longer than CONTACT_RETENTION_MONTHS, by itself. */

const DAY = 86_400_000

function lead(name: string, receivedAt: Date, status: ContactRequest['status'] = 'new'): ContactRequest {
  return {
    ...newContactRequest(
      {name, email: 'persona@example.com', category: '', message: 'Hola', language: 'es', page: '/'},
      undefined,
      receivedAt,
    ),
    status,
  }
}

/** Resolves once the server has written a line matching `pattern` (it reports each purge that erased something). */
async function outputLine(server: RunningServer, pattern: RegExp, withinMs: number) {
  const deadline = Date.now() + withinMs
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`no line matching ${pattern} within ${withinMs} ms:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return server.output().match(pattern)![0]
}

test('the running server purges leads past retention, spam past 30 days and health details past 90 days shortly after it starts, and logs it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-server-'))
  const folder = path.join(dataDir, 'contact-requests')
  mkdirSync(folder)
  const now = new Date()
  const expired = [
    lead('Antigua', monthsBefore(now, 25)),
    lead('Spam', new Date(now.getTime() - 31 * DAY), 'spam'),
    {...lead('Salud', new Date(now.getTime() - 91 * DAY)), containsHealthData: true as const},
  ]
  const kept = [
    lead('Reciente', monthsBefore(now, 23)),
    lead('Spam reciente', new Date(now.getTime() - 29 * DAY), 'spam'),
    {...lead('Salud reciente', new Date(now.getTime() - 89 * DAY)), containsHealthData: true as const},
  ]
  for (const request of [...expired, ...kept])
    writeFileSync(path.join(folder, `${request._id}.json`), JSON.stringify(request))

  const server = await startServer({DATA_DIR: dataDir})
  try {
    const line = await outputLine(server, /\[contact\] retention purge: .*/, FIRST_PURGE_DELAY_MS + 30_000)
    assert.match(
      line,
      /1 lead\(s\) received before .* \(kept 24 months\), 1 lead\(s\) with health details received before .* \(kept 90 days\) and 1 spam lead\(s\)/,
    )
    assert.deepEqual(readdirSync(folder).sort(), kept.map(({_id}) => `${_id}.json`).sort())
    const log = readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8')
    assert.doesNotMatch(log, /persona|example/)
    assert.deepEqual(
      log
        .trimEnd()
        .split('\n')
        .map((entry) => (JSON.parse(entry) as {reason: string}).reason),
      ['spam', 'health', 'retention'],
    )
  } finally {
    await server.stop()
  }
})

test('the server refuses to start with a retention longer than the privacy policy’s 5 years, naming the setting', async () => {
  await assert.rejects(
    startServer({CONTACT_RETENTION_MONTHS: '61'}),
    /the server exited:[^]*CONTACT_RETENTION_MONTHS "61" is more than the privacy policy allows: leads are kept 60 months/,
  )
})

/** @jest-environment node */
import assert from '../support/assert'
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {ERASURE_LOG_FILE} from '../../web/lib/contact/erasureLog'
import {monthsBefore} from '../../web/lib/contact/retention'
import {newContactRequest, type ContactRequest} from '../../web/lib/contact/store'
import {getDocument, mutate, query} from '../local-lake/lakeTest'
import {siteWritingTo, startTestLake} from '../support/localLake'
import {runScript} from '../support/script'

/** npm run contacts -- --purge on both back ends, with the real clock: the leads' dates are set from now. */

const DAY = 86_400_000

/** The environment of a run: none of the machine's store or retention settings, only those given. */
function environment(settings: Record<string, string>) {
  const env = {...process.env}
  for (const name of [
    'SANITY_API_WRITE_TOKEN',
    'SANITY_PROJECT_ID',
    'SANITY_API_HOST',
    'DATA_DIR',
    'ERASURE_LOG_SALT',
    'CONTACT_RETENTION_MONTHS',
  ])
    delete env[name]
  return {...env, ...settings}
}

/** A run, asynchronous: the lake of a test answers from this process meanwhile. */
const contacts = (args: string[], settings: Record<string, string>) =>
  runScript('scripts/contacts.ts', args, environment(settings))

function lead(name: string, receivedAt: Date, status: ContactRequest['status'] = 'new'): ContactRequest {
  return {
    ...newContactRequest(
      {
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
        category: '',
        message: 'Hola',
        language: 'es',
        page: '/',
      },
      undefined,
      receivedAt,
    ),
    status,
  }
}

/** Leads around the cutoffs of the default retention (24 months) and of spam (30 days), an hour clear of each. */
function leadsAroundTheCutoffs() {
  const now = new Date()
  const hour = 3_600_000
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY)
  const keep = [
    lead('Carla within retention', new Date(monthsBefore(now, 24).getTime() + hour), 'answered'),
    lead('Diego last month', daysAgo(31)),
    lead('Spam of 29 days', daysAgo(29), 'spam'),
  ]
  const retention = [
    lead('Ana past retention', new Date(monthsBefore(now, 24).getTime() - hour), 'answered'),
    lead('Bruno long ago', monthsBefore(now, 40), 'discarded'),
  ]
  const spam = [lead('Spam of 31 days', daysAgo(31), 'spam'), lead('Spam of long ago', monthsBefore(now, 30), 'spam')]
  return {keep, retention, spam}
}

/** The local store's erasure log entries, under DATA_DIR (the dataset keeps its own: `contactErasure` documents). */
function erasureLog(dataDir: string) {
  const text = readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8')
  assert.doesNotMatch(text, /@|example|contact-/, 'no address, no name, no id')
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as {count: number; reason: string; addressHash?: string})
}
const countsByReason = (entries: Array<{count: number; reason: string}>) =>
  Object.fromEntries(
    ['retention', 'spam'].map((reason) => [
      reason,
      entries.filter((entry) => entry.reason === reason).reduce((sum, {count}) => sum + count, 0),
    ]),
  )

test('npm run contacts -- --purge erases the local files past retention and spam past 30 days, and logs it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-purge-'))
  const folder = path.join(dataDir, 'contact-requests')
  mkdirSync(folder)
  const {keep, retention, spam} = leadsAroundTheCutoffs()
  for (const request of [...keep, ...retention, ...spam])
    writeFileSync(path.join(folder, `${request._id}.json`), JSON.stringify(request))
  const settings = {DATA_DIR: dataDir, ERASURE_LOG_SALT: 'salt'}

  const purged = await contacts(['--purge'], settings)
  assert.equal(purged.status, 0, purged.stderr)
  assert.match(
    purged.stdout,
    /^Purged .*contacts-purge-.*: 2 lead\(s\) received before \S+ \(kept 24 months\), 0 lead\(s\) with health details .* and 2 spam lead\(s\)/,
  )
  assert.match(purged.stdout, /the erasure log records it/)
  assert.deepEqual(readdirSync(folder).sort(), keep.map(({_id}) => `${_id}.json`).sort())
  const entries = erasureLog(dataDir)
  assert.deepEqual(countsByReason(entries), {retention: 2, spam: 2})
  assert.ok(
    entries.every(({addressHash}) => /^[0-9a-f]{64}$/.test(addressHash ?? '')),
    'hashed with the salt',
  )

  const again = await contacts(['--purge'], settings)
  assert.equal(again.status, 0, again.stderr)
  assert.match(again.stdout, /: 0 lead\(s\) .* and 0 spam lead\(s\) .* erased\.$/m)
  assert.equal(erasureLog(dataDir).length, entries.length, 'a purge that erased nothing logs nothing')

  // A shorter retention, set as the server's is: the lead of last month goes now.
  const shorter = await contacts(['--purge'], {...settings, CONTACT_RETENTION_MONTHS: '1'})
  assert.equal(shorter.status, 0, shorter.stderr)
  assert.match(
    shorter.stdout,
    /: 2 lead\(s\) .*\(kept 1 months\), 0 lead\(s\) with health details .*\(kept 28 days\) and 0 spam/,
  )
  assert.deepEqual(readdirSync(folder), [`${keep[2]!._id}.json`])
})

test('npm run contacts -- --purge refuses what the server refuses, and filters beside it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-purge-'))
  const folder = path.join(dataDir, 'contact-requests')
  mkdirSync(folder)
  const {retention} = leadsAroundTheCutoffs()
  for (const request of retention) writeFileSync(path.join(folder, `${request._id}.json`), JSON.stringify(request))

  const tooLong = await contacts(['--purge'], {DATA_DIR: dataDir, CONTACT_RETENTION_MONTHS: '61'})
  assert.equal(tooLong.status, 1)
  assert.match(tooLong.stderr, /CONTACT_RETENTION_MONTHS "61" is more than the privacy policy allows: .*60 months/)
  const filtered = await contacts(['--purge', '--status', 'spam'], {DATA_DIR: dataDir})
  assert.equal(filtered.status, 1)
  assert.match(filtered.stderr, /--purge takes no --status/)
  const withErase = await contacts(['--purge', '--erase', 'ana@example.com'], {DATA_DIR: dataDir})
  assert.equal(withErase.status, 1)
  assert.match(withErase.stderr, /--erase and --purge cannot go together/)
  assert.equal(readdirSync(folder).length, 2, 'nothing erased')
  assert.equal(existsSync(path.join(dataDir, ERASURE_LOG_FILE)), false)
})

test('npm run contacts -- --purge erases documents and their drafts in the dataset when the server would (local lake)', async () => {
  const lake = await startTestLake()
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'contacts-purge-'))
    const settings = {
      ...siteWritingTo(lake),
      DATA_DIR: dataDir,
    }
    const {keep, retention, spam} = leadsAroundTheCutoffs()
    const [oldest] = retention
    const [oldSpam] = spam
    const response = await mutate(lake, [
      ...[...keep, ...retention, ...spam].map((request) => ({create: request})),
      // Studio edits: their drafts hold the same personal data, and go with them.
      {create: {...oldest!, _id: `drafts.${oldest!._id}`, notes: 'llamar'}},
      {create: {...oldSpam!, _id: `drafts.${oldSpam!._id}`, notes: 'spam'}},
      {create: {...keep[0]!, _id: `drafts.${keep[0]!._id}`, notes: 'en curso'}},
    ])
    assert.equal(response.status, 200, response.text)

    const purged = await contacts(['--purge'], settings)
    assert.equal(purged.status, 0, purged.stderr)
    assert.match(purged.stdout, /^Purged the dataset \S+: 2 lead\(s\) .* and 2 spam lead\(s\) .* erased/)
    for (const {_id} of [...retention, ...spam]) {
      assert.equal(await getDocument(lake, _id), undefined, `${_id} is gone`)
      assert.equal(await getDocument(lake, `drafts.${_id}`), undefined, `its draft is gone`)
    }
    for (const {_id} of keep) assert.ok(await getDocument(lake, _id), `${_id} stays`)
    assert.ok(await getDocument(lake, `drafts.${keep[0]!._id}`), 'the draft of a lead kept stays')
    // The dataset's own log, written in each batch's transaction: no file under DATA_DIR.
    assert.equal(existsSync(path.join(dataDir, ERASURE_LOG_FILE)), false, 'no log file in Sanity mode')
    const log = await query<Array<{count: number; reason: string}>>(
      lake,
      '*[_type == "contactErasure"]{erasedAt, addressHash, count, reason}',
    )
    assert.doesNotMatch(JSON.stringify(log), /@|example|contact-/, 'no address, no name, no id')
    assert.deepEqual(countsByReason(log), {retention: 2, spam: 2})
  } finally {
    await lake.close()
  }
})

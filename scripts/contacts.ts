/**
 * The contact requests (leads) in the store the server uses: the dataset with a write token, else
 * the local files under DATA_DIR. Usage: npm run contacts -- [options]
 *   --status S, --from YYYY-MM-DD, --to YYYY-MM-DD   filter (dates of receipt, UTC, inclusive)
 *   --json | --csv                                    instead of a table; a message with health details is
 *                                                     hidden in every list. The table (a developer's view) and
 *                                                     JSON keep the stored codes (in-progress, obra-social, UTC
 *                                                     times); the CSV is the Studio's «Exportar CSV»: UTF-8 with
 *                                                     BOM, «;» and CR LF (Excel in Argentina), Spanish titles and
 *                                                     values, Buenos Aires times, the organisation types' labels
 *                                                     read from the content
 *   --email ADDRESS                                   one person's requests
 *   --export-person ADDRESS                           every request of that address, as one JSON file
 *   --erase ADDRESS [--yes]                           erase that address's requests (asks unless --yes)
 *   --purge                                           erase what is past retention, as the server does on
 *                                                     its schedule (CONTACT_RETENTION_MONTHS; spam after 30 days,
 *                                                     health details after CONTACT_HEALTH_RETENTION_DAYS),
 *                                                     and the site's metrics of days as old (docs/metrics.md);
 *                                                     with SHARED_STATE_URL, never while an origin purges
 *                                                     (it says so and exits 1: run it again later)
 *   --data-dir DIR                                    the local store's folder (default DATA_DIR)
 */
import {createInterface} from 'node:readline/promises'
import path from 'node:path'
import {CONTACT_STATUSES, isContactStatus} from '@habitum/content/leads/statuses'
import {readServerConfig} from '../web/lib/config'
import {getCompanyTypes} from '../web/lib/content'
import {companyTypeTitles, leadsCsv, type CompanyTypeTitles} from '@habitum/content/leads/csv'
import {HEALTH_MESSAGE_HIDDEN} from '@habitum/content/leads/record'
import {isDay, leadStoreFor, passesFilter, type LeadFilter} from '../web/lib/contact/leadStore'
import {
  describePurge,
  PURGE_RUNNING_LOCK,
  PURGE_RUNNING_LOCK_MS,
  retentionPolicyOf,
} from '../web/lib/contact/purgeSchedule'
import {purgeExpiredLeads} from '../web/lib/contact/retention'
import {purgeExpiredMetrics} from '../web/lib/metrics/retention'
import {metricsStoreFor} from '../web/lib/metrics/store'
import {withLock} from '../web/lib/shared/lock'
import {sharedStateOnceSettled} from '../web/lib/shared/sharedState'
import type {ContactRequest} from '../web/lib/contact/store'

class UsageError extends Error {}

const VALUE_FLAGS = ['--status', '--from', '--to', '--email', '--export-person', '--erase', '--data-dir'] as const
const SWITCHES = ['--json', '--csv', '--yes', '--purge'] as const
type ValueFlag = (typeof VALUE_FLAGS)[number]

function parse(args: string[]) {
  const values: Partial<Record<ValueFlag, string>> = {}
  const switches = new Set<string>()
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!
    if ((SWITCHES as readonly string[]).includes(arg)) switches.add(arg)
    else if ((VALUE_FLAGS as readonly string[]).includes(arg)) {
      const value = args[++index]
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`)
      values[arg as ValueFlag] = value
    } else throw new UsageError(`unknown option ${arg}`)
  }
  const {'--status': status, '--from': from, '--to': to} = values
  if (status !== undefined && !isContactStatus(status))
    throw new UsageError(`--status "${status}" is not one of ${CONTACT_STATUSES.map(({value}) => value).join(', ')}`)
  for (const [flag, day] of [
    ['--from', from],
    ['--to', to],
  ] as const)
    if (day !== undefined && !isDay(day)) throw new UsageError(`${flag} "${day}" is not a date YYYY-MM-DD`)
  if (from && to && from > to) throw new UsageError(`--from ${from} is after --to ${to}`)
  for (const flag of ['--email', '--export-person', '--erase'] as const) {
    const address = values[flag]
    if (address !== undefined && !/^[^\s@]+@[^\s@]+$/.test(address.trim()))
      throw new UsageError(`${flag} "${address}" is not an e-mail address`)
  }
  const actions = [
    ...(['--email', '--export-person', '--erase'] as const).filter((flag) => values[flag] !== undefined),
    ...(switches.has('--purge') ? ['--purge'] : []),
  ]
  if (actions.length > 1) throw new UsageError(`${actions.join(' and ')} cannot go together`)
  // A purge erases by the retention settings alone: a filter beside it would look like it narrowed it.
  const filters = (['--status', '--from', '--to'] as const).filter((flag) => values[flag] !== undefined)
  if (switches.has('--purge') && filters.length > 0) throw new UsageError(`--purge takes no ${filters.join(', ')}`)
  if (switches.has('--json') && switches.has('--csv')) throw new UsageError('--json and --csv cannot go together')
  const filter: LeadFilter = {...(status ? {status} : {}), ...(from ? {from} : {}), ...(to ? {to} : {})}
  return {values, switches, filter}
}

function shorten(value: string, width: number) {
  const flat = value.replace(/\s+/g, ' ')
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width)
}

/**
 * A lead as lists show it: a message with health details is read only in the lead itself (the
 * Studio) or in the person's own export (--export-person), never in a list that travels.
 */
const listed = (request: ContactRequest) =>
  request.containsHealthData ? {...request, message: HEALTH_MESSAGE_HIDDEN} : request

/**
 * The organisation types' Spanish labels, as the content source (the dataset, or the snapshot)
 * has them now. Without them the CSV still comes out, with the values the leads store, and says so.
 */
async function readCompanyTypes(): Promise<CompanyTypeTitles> {
  try {
    return companyTypeTitles(await getCompanyTypes('es'))
  } catch (error) {
    console.error(`Organisation types kept as stored: their labels could not be read (${(error as Error).message})`)
    return new Map()
  }
}

async function print(requests: ContactRequest[], format: 'json' | 'csv' | 'table', where: string) {
  if (format === 'json') return console.log(JSON.stringify(requests.map(listed), null, 2))
  if (format === 'csv') return process.stdout.write(leadsCsv(requests, {companyTypes: await readCompanyTypes()}))
  if (requests.length === 0) return console.log(`No contact requests in ${where}`)
  console.log(`${requests.length} contact request(s) in ${where}, newest first:\n`)
  console.log(
    `${'Received'.padEnd(20)} ${'Status'.padEnd(12)} ${'Name'.padEnd(22)} ${'E-mail'.padEnd(28)} ${'Category'.padEnd(18)} Message`,
  )
  for (const request of requests) {
    const received = request.receivedAt.replace('T', ' ').slice(0, 19)
    console.log(
      `${received.padEnd(20)} ${shorten(request.status, 12)} ${shorten(request.name, 22)} ${shorten(request.email, 28)} ${shorten(`${request.category || '—'}${request.categoryUnchecked ? ' (?)' : ''}`, 18)} ${shorten(listed(request).message, 50)}`,
    )
  }
}

async function confirmed(question: string) {
  const prompt = createInterface({input: process.stdin, output: process.stderr})
  try {
    return (await prompt.question(question)).trim().toLowerCase() === 'yes'
  } catch {
    return false // stdin closed without an answer
  } finally {
    prompt.close()
  }
}

async function main() {
  const {values, switches, filter} = parse(process.argv.slice(2))
  const config = readServerConfig(
    values['--data-dir'] ? {...process.env, DATA_DIR: path.resolve(values['--data-dir'])} : process.env,
  )
  const {contact} = config
  const store = leadStoreFor(contact)
  const where = contact.sanity ? `the dataset ${contact.sanity.dataset}` : contact.dataDir
  const format = switches.has('--json') ? 'json' : switches.has('--csv') ? 'csv' : 'table'

  if (switches.has('--purge')) {
    // The origins' lock, when they share a store: taken there, not only in this process.
    const shared = await sharedStateOnceSettled()
    if (config.sharedState && !shared) console.warn('The shared store cannot be reached: purging without its lock.')
    const outcome = await withLock(PURGE_RUNNING_LOCK, PURGE_RUNNING_LOCK_MS, async () => {
      const policy = retentionPolicyOf(contact)
      const result = await purgeExpiredLeads(store, {now: new Date(), ...policy})
      console.log(`Purged ${where}: ${describePurge(result, policy)}.`)
      const metrics = await purgeExpiredMetrics(metricsStoreFor(contact), {
        now: new Date(),
        retentionMonths: policy.retentionMonths,
      })
      console.log(`Site metrics: ${metrics.days} day(s) before ${metrics.before} erased.`)
    })
    await shared?.close()
    if (!outcome.ran)
      throw new Error('An origin of the site is purging now: nothing erased. Run it again in a few minutes.')
    return
  }
  const erase = values['--erase']
  if (erase) {
    const requests = await store.findByEmail(erase)
    if (requests.length === 0) return console.log(`No contact requests from ${erase.trim()} in ${where}`)
    console.log(`${requests.length} contact request(s) from ${erase.trim()} will be erased from ${where}.`)
    if (!switches.has('--yes') && !(await confirmed('Type yes to erase them: '))) {
      console.log('Nothing erased.')
      return
    }
    const {count} = await store.erase({ids: requests.map((request) => request._id)}, 'request')
    console.log(`Erased ${count} contact request(s); the erasure log records it without the address.`)
    return
  }
  const person = values['--export-person']
  if (person) return console.log(JSON.stringify(await store.findByEmail(person), null, 2))
  const email = values['--email']
  const requests = email ? await store.findByEmail(email) : await store.list(filter)
  await print(email ? requests.filter((request) => passesFilter(request, filter)) : requests, format, where)
}

main().catch((error: unknown) => {
  console.error(
    error instanceof UsageError ? `npm run contacts: ${error.message}` : error instanceof Error ? error.message : error,
  )
  process.exit(1)
})

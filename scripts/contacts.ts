/**
 * Lists the contact requests kept in the local store (when Sanity has no write token), newest
 * first. Usage: npm run contacts [-- --json | --csv] [--data-dir DIR]
 */
import path from 'node:path'
import {readLocalContactRequests} from '../web/lib/contact/store'

const args = process.argv.slice(2)
const format = args.includes('--json') ? 'json' : args.includes('--csv') ? 'csv' : 'table'
const dirFlag = args.indexOf('--data-dir')
const dataDir = path.resolve(dirFlag >= 0 ? args[dirFlag + 1]! : process.env.DATA_DIR || '.data')

const COLUMNS = [
  'receivedAt',
  'name',
  'email',
  'category',
  'categoryUnchecked',
  'language',
  'page',
  'status',
  'message',
] as const

/** A spreadsheet must not run a cell that starts like a formula. */
function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

function shorten(value: string, width: number) {
  const flat = value.replace(/\s+/g, ' ')
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width)
}

async function main() {
  const files = await readLocalContactRequests(dataDir)
  for (const broken of files.filter((file) => file.error)) {
    console.error(`! ${broken.file} could not be read: ${broken.error}`)
  }
  const requests = files.flatMap((file) => (file.request ? [file.request] : []))
  if (format === 'json') {
    console.log(JSON.stringify(requests, null, 2))
  } else if (format === 'csv') {
    console.log(COLUMNS.join(','))
    for (const request of requests)
      console.log(COLUMNS.map((column) => csvCell(String(request[column] ?? ''))).join(','))
  } else if (requests.length === 0) {
    console.log(`No contact requests in ${dataDir}`)
  } else {
    console.log(`${requests.length} contact request(s) in ${dataDir}, newest first:\n`)
    console.log(`${'Received'.padEnd(20)} ${'Name'.padEnd(22)} ${'E-mail'.padEnd(28)} ${'Category'.padEnd(18)} Message`)
    for (const request of requests) {
      const received = request.receivedAt.replace('T', ' ').slice(0, 19)
      console.log(
        `${received.padEnd(20)} ${shorten(request.name, 22)} ${shorten(request.email, 28)} ${shorten(`${request.category || '—'}${request.categoryUnchecked ? ' (?)' : ''}`, 18)} ${shorten(request.message, 50)}`,
      )
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

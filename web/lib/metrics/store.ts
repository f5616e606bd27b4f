import {readdir, readFile, unlink} from 'node:fs/promises'
import path from 'node:path'
import {writeFileAtomically} from '@habitum/content/files'
import {METRICS_DAY_TYPE, emptyMetricsDay, metricsDayId, type MetricsDay} from '@habitum/content/metrics/day'
import {createClient, type SanityClient} from '@sanity/client'
import type {ContactConfig} from '../config'
import {sanityConnection} from '../content/source'
import {addDays, isEmptyPatch, patchBetween} from './aggregate'

/**
 * Where the day aggregates are kept: where the leads are (./contact/leadStore.ts) — one
 * `siteMetricsDay` document per day in the Content Lake with a write token, else one JSON file
 * per day under DATA_DIR/metrics/.
 */
export interface MetricsStore {
  /** Adds a day's counts to what is stored for that day. */
  add(delta: MetricsDay): Promise<void>
  /** What is stored for a day, if anything. */
  read(day: string): Promise<MetricsDay | undefined>
  /** Deletes the days before `day` (YYYY-MM-DD); how many. */
  purgeBefore(day: string): Promise<number>
}

/** How often a flush re-reads a day another server changed between its read and its write. */
const CONFLICT_ATTEMPTS = 5

/**
 * Days as documents, changed by a patch of increments guarded by the revision it was computed
 * from: servers flushing at once each add their counts (one retries on the other's revision),
 * and the top 50 sources stay the top 50 whoever writes.
 */
export function createSanityMetricsStore(client: SanityClient): MetricsStore {
  const read = (day: string) =>
    client.getDocument<MetricsDay & {_rev: string}>(metricsDayId(day)).then((document) => document ?? undefined)
  return {
    read,
    async add(delta) {
      for (let attempt = 1; ; attempt++) {
        let current = await read(delta.day)
        // A day's first flush creates its document; a server that loses that race reads the other's.
        if (!current) {
          await client.createIfNotExists(emptyMetricsDay(delta.day))
          current = await read(delta.day)
        }
        if (!current) throw new Error(`${metricsDayId(delta.day)} disappeared while its counts were added`)
        const patch = patchBetween(current, addDays(current, delta))
        if (isEmptyPatch(patch)) return
        let change = client.patch(current._id).ifRevisionId(current._rev)
        if (Object.keys(patch.set).length > 0) change = change.set(patch.set)
        if (Object.keys(patch.inc).length > 0) change = change.inc(patch.inc)
        if (patch.unset.length > 0) change = change.unset(patch.unset)
        try {
          await change.commit({visibility: 'async'})
          return
        } catch (error) {
          if ((error as {statusCode?: number}).statusCode !== 409 || attempt >= CONFLICT_ATTEMPTS) throw error
        }
      }
    },
    async purgeBefore(day) {
      const query = `*[_type == $type && day < $day && !(_id in path("drafts.**"))]._id`
      const ids = await client.fetch<string[]>(
        query,
        {type: METRICS_DAY_TYPE, day},
        {perspective: 'raw', useCdn: false},
      )
      if (ids.length === 0) return 0
      const transaction = client.transaction()
      for (const id of ids) transaction.delete(id)
      await transaction.commit({visibility: 'sync'})
      return ids.length
    },
  }
}

const FOLDER = 'metrics'
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/

/**
 * Days as files, `<dataDir>/metrics/<day>.json`, each replaced whole and atomically: a reader
 * sees one flush or the next, never half of one. One server process writes them (its adds run
 * one after another); several instances need the Content Lake.
 */
export function createLocalMetricsStore(dataDir: string): MetricsStore {
  const folder = path.join(dataDir, FOLDER)
  const file = (day: string) => path.join(folder, `${day}.json`)
  let queue: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const done = queue.then(work, work)
    queue = done.catch(() => undefined)
    return done
  }
  const read = async (day: string) => {
    try {
      return JSON.parse(await readFile(file(day), 'utf8')) as MetricsDay
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  return {
    read,
    add: (delta) =>
      oneAtATime(async () => {
        const sum = addDays(await read(delta.day), delta)
        await writeFileAtomically(file(delta.day), JSON.stringify(sum), {mode: 0o600})
      }),
    purgeBefore: (day) =>
      oneAtATime(async () => {
        let names: string[] = []
        try {
          names = await readdir(folder)
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
        const old = names.filter((name) => (DAY_FILE.exec(name)?.[1] ?? '9999') < day)
        await Promise.all(old.map((name) => unlink(path.join(folder, name))))
        return old.length
      }),
  }
}

/** The store the configuration chooses, as the lead store does. */
export function metricsStoreFor(contact: ContactConfig): MetricsStore {
  return contact.sanity
    ? createSanityMetricsStore(createClient({...sanityConnection(contact.sanity), useCdn: false}))
    : createLocalMetricsStore(contact.dataDir)
}

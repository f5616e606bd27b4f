import {RocketIcon} from '@sanity/icons/Rocket'
import {catchError, map, of, startWith, type Observable} from 'rxjs'
import type {StructureResolver} from 'sanity/structure'
import {API_VERSION} from '../../schemas/apiVersion'
import {LAUNCH_TYPE} from '../../schemas/launches/rules'
import {wholeLineIcon} from '../wholeLine'
import {LAUNCHES, listedAsScheduled, scheduledLaunchLine, type LaunchSummary} from './documentLaunch'

type StructureBuilder = Parameters<StructureResolver>[0]
type StructureContext = Parameters<StructureResolver>[1]

/**
 * Every launch, kept current, for the desk's lists (none rather than no list, should it fail;
 * none until read, so a list waiting on it draws at once).
 */
export function launches$(context: StructureContext, tag: string): Observable<LaunchSummary[]> {
  return context.documentStore
    .listenQuery(LAUNCHES, LAUNCHES.params, {perspective: 'raw', apiVersion: API_VERSION, tag})
    .pipe(
      map((found: LaunchSummary[] | null) => found ?? []),
      catchError(() => of([])),
      startWith([]),
    )
}

/** The launches «Programado» lists, the soonest first: waiting for their date, or that did not go live. */
export const scheduledLaunches = (launches: readonly LaunchSummary[]) =>
  launches.filter(listedAsScheduled).sort((a, b) => (a.publishAt ?? '\uffff').localeCompare(b.publishAt ?? '\uffff'))

// Marks the line so that it wraps rather than cut (studio/layout.tsx).
const LaunchLineIcon = wholeLineIcon(RocketIcon)

/** A launch's line in «Programado»; opening it opens the launch. */
export function scheduledLaunchItem(S: StructureBuilder, launch: LaunchSummary) {
  return S.listItem()
    .id(launch._id)
    .title(scheduledLaunchLine(launch))
    .icon(LaunchLineIcon)
    .schemaType(LAUNCH_TYPE)
    .child(S.document().schemaType(LAUNCH_TYPE).documentId(launch._id))
}

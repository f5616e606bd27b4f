import {cache} from 'react'
import {getServerConfig} from '../config'
import {launchIn, readLaunch, type LaunchSummary} from './launchPreview'
import {getSnapshot, launchReader} from './source'

/** The launch a preview shows, as its banner names it; a launch deleted meanwhile is one with no name. */
export type PreviewedLaunch = LaunchSummary

export const getPreviewedLaunch = cache(async (launchId: string): Promise<PreviewedLaunch> => {
  const {sanity, contentDirectory} = getServerConfig()
  const launch = sanity
    ? await readLaunch(launchReader(sanity), launchId)
    : launchIn(getSnapshot(contentDirectory).documents, launchId)
  return launch ?? {title: null, documentIds: []}
})

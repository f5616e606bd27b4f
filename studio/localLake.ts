import type {WorkspaceOptions} from 'sanity'

/**
 * The workspace options of a Studio built for the local Content Lake: its API host, and the
 * features only Sanity's hosted services offer switched off rather than imitated (releases and
 * scheduled drafts, scheduled publishing, tasks, comments, announcements, the media library).
 */
export function localLakeOptions(apiHost: string | undefined): Partial<WorkspaceOptions> {
  if (!apiHost) return {}
  return {
    apiHost,
    releases: {enabled: false},
    scheduledDrafts: {enabled: false},
    scheduledPublishing: {enabled: false},
    tasks: {enabled: false},
    announcements: {enabled: false},
    mediaLibrary: {enabled: false},
    // Sanity 6 searches with text::query() (the groq2024 strategy), which groq-js, the local lake's
    // GROQ engine, does not implement.
    search: {strategy: 'groqLegacy'},
  }
}

/** Comments live in an add-on dataset of the hosted service: off with the local lake. */
export const localLakeComments = (apiHost: string | undefined) => (apiHost ? {comments: {enabled: false}} : {})

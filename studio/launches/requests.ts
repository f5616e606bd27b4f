import type {SanityClient} from 'sanity'
import type {Launch, LaunchStatus} from '../../schemas/launches/rules'

/**
 * What the launch's screen writes on the launch (liveEdit: at once, no draft): requests the site's
 * server hears through the Content Lake and runs (web/lib/publishing/scheduled.ts), and the
 * scheduling. Each write is tied to the state the screen shows, so a launch that changed
 * meanwhile (another editor, the server) is not asked twice: the editor sees the new state.
 */
type Stored = Pick<Launch, '_id' | 'status'>

/**
 * Written only while the launch is in the state the screen showed: its revision is read at once
 * (the editor's own edits, such as the date just typed, are newer than what the screen last heard),
 * and the write is tied to it.
 */
async function write(client: SanityClient, launch: Stored, set: Partial<Launch>, unset: string[] = []) {
  const current = await client.getDocument<Launch>(launch._id)
  if (!current || (current.status ?? 'draft') !== (launch.status ?? 'draft'))
    throw Object.assign(new Error('The launch changed meanwhile'), {statusCode: 409})
  return client.patch(launch._id).set(set).unset(unset).ifRevisionId(current._rev!).commit({visibility: 'sync'})
}

const requestBy = (status: LaunchStatus, userId: string | undefined) => ({
  status,
  requestedAt: new Date().toISOString(),
  ...(userId ? {requestedBy: userId} : {}),
})

/** «Publicar ahora»: the server publishes every change in one step. */
export const requestPublish = (client: SanityClient, launch: Stored, userId: string | undefined) =>
  write(client, launch, requestBy('requested', userId), ['problem'])

/** «Deshacer el lanzamiento»: the server puts every document back as it was. */
export const requestUndo = (client: SanityClient, launch: Stored, userId: string | undefined) =>
  write(client, launch, requestBy('undoing', userId), ['undoProblem'])

/** «Programar»: the server publishes at «Se publica el». */
export const schedule = (client: SanityClient, launch: Stored) =>
  write(client, launch, {status: 'scheduled'}, ['problem'])

/** «Cancelar programación»: back to being prepared. */
export const cancelSchedule = (client: SanityClient, launch: Stored) => write(client, launch, {status: 'draft'})

/** A write refused because the launch changed meanwhile. */
export const isConflict = (error: unknown) => (error as {statusCode?: number}).statusCode === 409

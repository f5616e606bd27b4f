/** Runs once as the server starts, before it answers a request (Next.js instrumentation). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const {recoverContactStore} = await import('./lib/contact/endpointServices')
  try {
    await recoverContactStore()
  } catch (error) {
    // Pages are served all the same; the store reports its own trouble when a request arrives.
    console.error('[contact] the local store could not be checked after a crash', error)
  }
  // Leads past their retention, and spam past its 30 days, are deleted on a schedule while the
  // server runs (a malformed CONTACT_RETENTION_MONTHS stops the start here, as any setting does).
  // Not in `next build`'s workers, should they run this hook: purging is a serving server's job.
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [
    {getServerConfig},
    {startScheduledPurges},
    {sharedState},
    {startRevalidationRelay},
    {startScheduledPublishing},
    {startDatedChanges},
  ] = await Promise.all([
    import('./lib/config'),
    import('./lib/contact/purgeSchedule'),
    import('./lib/shared/sharedState'),
    import('./lib/publishing/broadcast'),
    import('./lib/publishing/scheduled'),
    import('./lib/publishing/datedPurges'),
  ])
  const config = getServerConfig()
  // With SHARED_STATE_URL: connected now (the log says whether it answers), and listening for the
  // publishes other origins receive.
  sharedState()
  startRevalidationRelay(config.server)
  startScheduledPurges(config.contact)
  // Pages scheduled to go live are published when their time comes, by whichever server looks first
  // (with a write token to the Content Lake; none without).
  startScheduledPublishing(config.scheduledPublishing)
  // Legal revisions and end dates take effect at midnight in Buenos Aires: this server regenerates
  // their pages then, and one server purges the CDN (lib/publishing/datedPurges.ts).
  startDatedChanges({
    checkMs: config.scheduledPublishing.checkMs,
    server: config.server,
    cdnPurge: config.publishing.cdnPurge,
  })
}

'use client'

import {usePathname} from 'next/navigation'
import {useEffect} from 'react'
import {pageRestored, pageViewed, startMetrics} from '@/lib/metrics/client/start'
import {useDocumentLoaded} from '@/lib/ui/useDocumentLoaded'

/**
 * The site's metrics on visitors' pages (packages/content/metrics/events.ts): a page view at
 * each address the visitor sees (the page loaded, each in-site navigation, the page shown again
 * from the back/forward cache), and once the
 * page has loaded, the reporter is fetched when the browser is idle (web/lib/metrics/client).
 * Nothing here delays the page: its effects run after hydration, and the measuring code comes later.
 */
export function SiteMetrics() {
  const pathname = usePathname()
  const loaded = useDocumentLoaded()
  // The address as the browser shows it (the router's pathname is the trigger: it changes on navigation).
  useEffect(() => pageViewed(location.pathname), [pathname])
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) pageRestored(location.pathname)
    }
    addEventListener('pageshow', restored)
    return () => removeEventListener('pageshow', restored)
  }, [])
  useEffect(() => {
    if (loaded) startMetrics()
  }, [loaded])
  return null
}

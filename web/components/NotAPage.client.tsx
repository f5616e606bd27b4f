'use client'

import {useEffect} from 'react'
import {notAPage} from '@/lib/metrics/client/start'

/**
 * On the not-found page: its address is no page of the site, so the site's metrics send nothing
 * for it. Its effect runs before SiteMetrics' (a child of the page, earlier in the tree), so the
 * view is never noted.
 */
export function NotAPage() {
  useEffect(() => notAPage(location.pathname), [])
  return null
}

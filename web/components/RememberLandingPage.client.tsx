'use client'

import {useEffect} from 'react'
import {rememberLandingPage} from '@/lib/contact/attribution'

/**
 * On every page, once hydrated: the first page of a visit records where the visit came from, for
 * the contact form (web/lib/contact/attribution.ts). An effect, not an inline script: it reads the
 * address and document.referrer, which a later in-site navigation does not change, and it adds a
 * few hundred bytes to the layout's code, nothing to the first paint.
 */
export function RememberLandingPage() {
  useEffect(rememberLandingPage, [])
  return null
}

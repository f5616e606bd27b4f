'use client'

import {VisualEditing} from 'next-sanity/visual-editing'
import {useRouter} from 'next/navigation'
import {useCallback} from 'react'

type RefreshPayload = {source: 'manual' | 'mutation'}

/**
 * Sanity's overlays, which open a field of the Studio's Presentation tool when its text is
 * clicked, and refresh the page whenever the document being edited changes there (next-sanity
 * leaves edits to its live content API, which this site does not use): drafts are read anew on
 * every request, so a refresh of the page's server components shows the edit.
 */
export function LiveOverlays() {
  const router = useRouter()
  const refresh = useCallback(
    (_payload: RefreshPayload) => {
      router.refresh()
      return Promise.resolve()
    },
    [router],
  )
  return <VisualEditing refresh={refresh} />
}

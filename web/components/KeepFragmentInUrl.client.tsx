'use client'

import {useEffect} from 'react'

/**
 * Next's router writes back, when hydration ends, the address it read when hydration began: a link
 * to a section of the page followed in between (a visitor tapping «Solicitar una Demo» while a slow
 * phone is still hydrating) drops its #fragment from the address bar, though the page went there.
 * The browser still knows the target (`:target`, which history writes do not change): put its
 * fragment back, so the address can be shared and the section stays the target.
 */
export function KeepFragmentInUrl() {
  useEffect(() => {
    const target = document.querySelector(':target')
    if (target?.id && decodeURIComponent(location.hash.slice(1)) !== target.id) {
      history.replaceState(history.state, '', `#${target.id}`)
    }
  }, [])
  return null
}

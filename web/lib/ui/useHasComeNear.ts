'use client'

import {useEffect, useState, type RefObject} from 'react'

/**
 * Whether an element (a ref, or an element id) has come within `rootMargin` of the screen; once
 * it has, it stays true. While `watching` is false nothing is observed. Used to fetch code only
 * when the part of the page that needs it is about to be seen.
 */
export function useHasComeNear(target: RefObject<Element | null> | string, rootMargin: string, watching = true) {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = typeof target === 'string' ? document.getElementById(target) : target.current
    if (!watching || near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      {rootMargin},
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [target, rootMargin, watching, near])
  return near
}

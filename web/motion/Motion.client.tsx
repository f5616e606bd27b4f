'use client'

import dynamic from 'next/dynamic'
import {useDocumentLoaded} from '@/lib/ui/useDocumentLoaded'
import {useHasComeNear} from '@/lib/ui/useHasComeNear'
import {useMediaQuery} from '@/lib/ui/useMediaQuery'
import {MOTION_CONDITIONS} from './conditions'

/**
 * Scroll motion, fetched only in the browser, in its own chunk, and only where it will run: the
 * page is complete and readable without it (server HTML shows every element in its final state,
 * and CSS lays out the pinned story before any script runs). A phone never fetches the story's
 * code; nobody who prefers reduced motion fetches GSAP at all.
 *
 * Motion is set up only once the window has loaded: ScrollTrigger measures the whole page again on
 * the `load` event by scrolling it to the top and back, which would stop a scroll under way (a
 * visitor's click on «Solicitar una Demo» right after the first paint).
 */
const PinnedSequenceEffect = dynamic(() => import('./PinnedSequenceEffect.client'), {ssr: false})
const RevealEffect = dynamic(() => import('./RevealEffect.client'), {ssr: false})

type Props = {targetId: string}

/** Steps through the pinned story's slides from 768 px up (see PinnedSequenceEffect.client.tsx); nothing on phones. */
export function PinnedSequence(props: Props) {
  const pins = useMediaQuery(`${MOTION_CONDITIONS.motion} and ${MOTION_CONDITIONS.desktop}`, false)
  const loaded = useDocumentLoaded()
  return pins && loaded ? <PinnedSequenceEffect {...props} /> : null
}

/** Slides a section's `[data-reveal]` elements in (see RevealEffect.client.tsx), once it is a screen away. */
export function Reveal(props: Props) {
  const moves = useMediaQuery(MOTION_CONDITIONS.motion, false)
  const loaded = useDocumentLoaded()
  // A screen away: setting the motion up there changes nothing the visitor sees, since a reveal
  // starts as its element's top crosses the viewport's bottom edge.
  const near = useHasComeNear(props.targetId, '100% 0px', moves)
  return moves && loaded && near ? <RevealEffect {...props} /> : null
}

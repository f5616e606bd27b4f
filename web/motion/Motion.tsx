'use client'

import dynamic from 'next/dynamic'
import {useHasComeNear} from '@/lib/ui/useHasComeNear'
import {useMediaQuery} from '@/lib/ui/useMediaQuery'
import {MOTION_CONDITIONS} from './conditions'

/**
 * Scroll motion, fetched only in the browser, in its own chunk, and only where it will run: the
 * page is complete and readable without it (server HTML shows every element in its final state).
 * A phone never fetches the pinning code; nobody who prefers reduced motion fetches GSAP at all.
 */
const PinnedSequenceEffect = dynamic(() => import('./PinnedSequence'), {ssr: false})
const RevealEffect = dynamic(() => import('./Reveal'), {ssr: false})

type Props = {targetId: string}

/** Pins a section from 768 px up (see PinnedSequence.tsx); nothing at all on phones. */
export function PinnedSequence(props: Props & {length?: number}) {
  const pins = useMediaQuery(`${MOTION_CONDITIONS.motion} and ${MOTION_CONDITIONS.desktop}`, false)
  return pins ? <PinnedSequenceEffect {...props} /> : null
}

/** Slides a section's `[data-reveal]` elements in (see Reveal.tsx), once it is a screen away. */
export function Reveal(props: Props) {
  const moves = useMediaQuery(MOTION_CONDITIONS.motion, false)
  // A screen away: setting the motion up there changes nothing the visitor sees, since a reveal
  // starts at 90% of the viewport height.
  const near = useHasComeNear(props.targetId, '100% 0px', moves)
  return moves && near ? <RevealEffect {...props} /> : null
}

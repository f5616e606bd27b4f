'use client'

import dynamic from 'next/dynamic'

/**
 * Scroll motion, loaded only in the browser and in its own chunk: the page is complete and
 * readable without it (server HTML shows every element in its final state).
 */
export const PinnedSequence = dynamic(() => import('./PinnedSequence'), {ssr: false})
export const Reveal = dynamic(() => import('./Reveal'), {ssr: false})

import {gsap} from 'gsap'
import {ScrollTrigger} from 'gsap/ScrollTrigger'
import {useGSAP} from '@gsap/react'
import {theme} from '@/theme/theme'

gsap.registerPlugin(ScrollTrigger, useGSAP)

/** gsap.matchMedia conditions: motion only for visitors who have not asked for less of it. */
export const MOTION_CONDITIONS = {
  motion: '(prefers-reduced-motion: no-preference)',
  desktop: `(min-width: ${theme.breakpoint}px)`,
}

export type MotionConditions = {motion: boolean; desktop: boolean}

export {gsap, ScrollTrigger, useGSAP}

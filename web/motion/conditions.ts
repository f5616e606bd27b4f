import {theme} from '@/theme/theme'

/**
 * When scroll motion runs (gsap.matchMedia conditions, also checked before GSAP is even fetched):
 * only for visitors who have not asked for less motion; pinning only from 768 px up.
 */
export const MOTION_CONDITIONS = {
  motion: '(prefers-reduced-motion: no-preference)',
  desktop: `(min-width: ${theme.breakpoint}px)`,
}

export type MotionConditions = {motion: boolean; desktop: boolean}

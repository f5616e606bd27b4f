import {theme} from '@/theme/theme'

/**
 * When scroll motion runs (gsap.matchMedia conditions, also checked before GSAP is even fetched):
 * only for visitors who have not asked for less motion; pinning only from 768 px up.
 */
export const MOTION_CONDITIONS = {
  motion: theme.queries.motion,
  desktop: theme.queries.desktop,
}

export type MotionConditions = {motion: boolean; desktop: boolean}

/** How far (px) a story slide travels as it fades in from below and out above. */
export const SLIDE_SHIFT = 48

/**
 * A reveal: how far (px) an element slides in from its side, and where its top is when it is whole
 * (the reveal starts with its top at the viewport's bottom). Before 80 %, where the reading area
 * (the middle 60 % of the window) begins, with room for a page whose sections were measured a
 * little off.
 */
export const REVEAL = {shift: 56, end: '85%'}

import {gsap} from 'gsap'
import {ScrollTrigger} from 'gsap/ScrollTrigger'
import {useGSAP} from '@gsap/react'

gsap.registerPlugin(ScrollTrigger, useGSAP)
remeasureWhenThePageHasGrown()

/**
 * ScrollTrigger measures where each motion starts and ends once, and again when the window
 * resizes. The page also changes height when a section skipped off screen (SectionShell's
 * `content-visibility: auto`) is first drawn and trades its estimated height for its real one:
 * everything below it moves. Sections are drawn as a scroll brings them near, so measure again
 * when a scroll has ended and the page's height has changed: measuring during a scroll would
 * stop a smooth one (a link to an anchor) short of its target.
 */
function remeasureWhenThePageHasGrown() {
  if (typeof document === 'undefined') return
  let measuredHeight = document.body.offsetHeight
  ScrollTrigger.addEventListener('refresh', () => (measuredHeight = document.body.offsetHeight))
  ScrollTrigger.addEventListener('scrollEnd', () => {
    if (document.body.offsetHeight !== measuredHeight) ScrollTrigger.refresh()
  })
}

/** Set on a section once its scroll motion is running (what tests wait for). */
export const MOTION_READY = 'data-motion-ready'

export {MOTION_CONDITIONS, REVEAL, SLIDE_SHIFT, type MotionConditions} from './conditions'
export {gsap, ScrollTrigger, useGSAP}

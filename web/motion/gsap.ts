import {gsap} from 'gsap'
import {ScrollTrigger} from 'gsap/ScrollTrigger'
import {useGSAP} from '@gsap/react'

gsap.registerPlugin(ScrollTrigger, useGSAP)
remeasureWhenThePageGrows()

/**
 * ScrollTrigger measures where each motion starts and ends once, and again when the window
 * resizes. The page also changes height when a section skipped off screen (SectionShell's
 * `content-visibility: auto`) is first drawn and trades its estimated height for its real one, and
 * everything below it moves. Measure again then, the way a window resize does (`refresh(true)`):
 * a moment later, and after any scroll in progress has ended, since measuring stops a smooth scroll.
 */
function remeasureWhenThePageGrows() {
  if (typeof ResizeObserver === 'undefined') return
  let first = true
  new ResizeObserver(() => {
    // The first report is the size the motion is about to be measured at.
    if (first) return void (first = false)
    ScrollTrigger.refresh(true)
  }).observe(document.body)
}

export {MOTION_CONDITIONS, type MotionConditions} from './conditions'
export {gsap, ScrollTrigger, useGSAP}

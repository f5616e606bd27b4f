'use client'

import {gsap, MOTION_CONDITIONS, MOTION_READY, useGSAP, type MotionConditions} from './gsap'

/**
 * Fades (opacity only: the content stays in the accessibility tree) and slides in each
 * `[data-reveal]` element of the section (value "left" or "right": where it comes from), scrubbed
 * between fixed viewport positions: from its top at 90% of the viewport height to its top at 60%.
 * Nothing moves with reduced motion.
 */
export default function RevealEffect({targetId}: {targetId: string}) {
  useGSAP(() => {
    const section = document.getElementById(targetId)
    const elements = gsap.utils.toArray<HTMLElement>(section?.querySelectorAll('[data-reveal]') ?? [])
    if (!section || elements.length === 0) return
    const media = gsap.matchMedia()
    media.add(MOTION_CONDITIONS, (context) => {
      if (!(context.conditions as MotionConditions).motion) return
      for (const element of elements) {
        const fromLeft = element.dataset.reveal === 'left'
        gsap.from(element, {
          opacity: 0,
          x: fromLeft ? -56 : 56,
          ease: 'none',
          scrollTrigger: {trigger: element, start: 'top 90%', end: 'top 60%', scrub: true},
        })
      }
      section.setAttribute(MOTION_READY, '')
      return () => section.removeAttribute(MOTION_READY)
    })
    return () => media.revert()
  }, [targetId])
  return null
}

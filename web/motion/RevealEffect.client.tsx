'use client'

import {gsap, MOTION_CONDITIONS, MOTION_READY, REVEAL, useGSAP, type MotionConditions} from './gsap'

/**
 * Fades (opacity only: the content stays in the accessibility tree) and slides in each
 * `[data-reveal]` element of the section (value "left" or "right": where it comes from), scrubbed
 * while its top crosses the bottom of the viewport: from its top at the viewport's bottom edge to
 * its top at REVEAL.end. It is whole before any of its text reaches the reading area (the middle
 * 60 % of the window), so nobody reads faded text. An element already in view (or scrolled past)
 * when the motion starts is left as it is: motion never hides what a visitor can already see.
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
        if (element.getBoundingClientRect().top < innerHeight) continue
        const fromLeft = element.dataset.reveal === 'left'
        gsap.from(element, {
          opacity: 0,
          x: fromLeft ? -REVEAL.shift : REVEAL.shift,
          ease: 'none',
          scrollTrigger: {trigger: element, start: 'top bottom', end: `top ${REVEAL.end}`, scrub: true},
        })
      }
      section.setAttribute(MOTION_READY, '')
      return () => section.removeAttribute(MOTION_READY)
    })
    return () => media.revert()
  }, [targetId])
  return null
}

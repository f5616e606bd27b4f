'use client'

import {gsap, MOTION_CONDITIONS, useGSAP, type MotionConditions} from './gsap'

type Props = {
  /** The section to pin; its `[data-sequence]` holds the `[data-slide]` items. */
  targetId: string
  /** How long the pin lasts, in viewport heights of scrolling (SPEC.md: 300%). */
  length?: number
}

/**
 * From 768 px up, pins the section and scrubs through its slides one after another over
 * `length` × 100% of scrolling. Below 768 px, or with reduced motion, the slides stay stacked.
 */
export default function PinnedSequence({targetId, length = 3}: Props) {
  useGSAP(() => {
    const section = document.getElementById(targetId)
    const sequence = section?.querySelector<HTMLElement>('[data-sequence]')
    const slides = gsap.utils.toArray<HTMLElement>(sequence?.querySelectorAll('[data-slide]') ?? [])
    if (!section || !sequence || slides.length < 2) return
    const media = gsap.matchMedia()
    media.add(MOTION_CONDITIONS, (context) => {
      const {motion, desktop} = context.conditions as MotionConditions
      if (!motion || !desktop) return
      sequence.setAttribute('data-pinned', '')
      gsap.set(slides.slice(1), {opacity: 0, y: 48})
      const timeline = gsap.timeline({
        defaults: {ease: 'none'},
        scrollTrigger: {trigger: section, start: 'top top', end: `+=${length * 100}%`, pin: true, scrub: true},
      })
      slides.slice(1).forEach((slide, index) => {
        timeline
          .to(slides[index]!, {opacity: 0, y: -48}, index)
          .to(slide, {opacity: 1, y: 0}, index)
      })
      return () => sequence.removeAttribute('data-pinned')
    })
    return () => media.revert()
  }, [targetId, length])
  return null
}

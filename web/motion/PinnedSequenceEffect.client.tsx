'use client'

import {gsap, MOTION_CONDITIONS, MOTION_READY, SLIDE_SHIFT, useGSAP, type MotionConditions} from './gsap'

type Props = {
  /** The story section; its `[data-stage]` sticks below the header, `[data-sequence]` holds the `[data-slide]` items. */
  targetId: string
}

/**
 * From 768 px up, scrubs through the story's slides one after another while its stage stays stuck
 * below the header. The stuck stretch, and the slides piled up with the first one showing, are laid
 * out by CSS (web/sections/ScrollStory.tsx) from the first frame: this code only fades, so nothing
 * on the page moves when it arrives. Below 768 px, or with reduced motion, the slides stay stacked.
 */
export default function PinnedSequenceEffect({targetId}: Props) {
  useGSAP(() => {
    const section = document.getElementById(targetId)
    const stage = section?.querySelector<HTMLElement>('[data-stage]')
    const sequence = section?.querySelector<HTMLElement>('[data-sequence]')
    const slides = gsap.utils.toArray<HTMLElement>(sequence?.querySelectorAll('[data-slide]') ?? [])
    if (!section || !stage || slides.length < 2) return
    const media = gsap.matchMedia()
    media.add(MOTION_CONDITIONS, (context) => {
      const {motion, desktop} = context.conditions as MotionConditions
      if (!motion || !desktop) return
      // From the moment the stage sticks (the section's top at the stage's `top`) until it comes
      // unstuck (the section's bottom at the viewport's bottom). Each slide starts where CSS put it.
      const timeline = gsap.timeline({
        defaults: {ease: 'none'},
        scrollTrigger: {
          trigger: section,
          start: () => `top ${parseFloat(getComputedStyle(stage).top)}px`,
          end: 'bottom bottom',
          scrub: true,
        },
      })
      slides.slice(1).forEach((slide, index) => {
        timeline.to(slides[index]!, {opacity: 0, y: -SLIDE_SHIFT}, index).to(slide, {opacity: 1, y: 0}, index)
      })
      section.setAttribute(MOTION_READY, '')
      return () => section.removeAttribute(MOTION_READY)
    })
    return () => media.revert()
  }, [targetId])
  return null
}

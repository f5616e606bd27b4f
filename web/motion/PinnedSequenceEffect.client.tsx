'use client'

import {gsap, MOTION_CONDITIONS, MOTION_READY, SLIDE_SHIFT, useGSAP, type MotionConditions} from './gsap'

type Props = {
  /** The story section; its `[data-stage]` sticks below the header, `[data-sequence]` holds the `[data-slide]` items. */
  targetId: string
}

/**
 * Of a slide's share of the stuck stretch: how long the next one takes to slide up into place
 * (its text at full opacity all the while), and how long before the swap its picture fades out.
 */
const SLIDE_IN = 0.2
const PICTURE_OUT = 0.15

/**
 * From 768 px up, steps through the story's slides one after another while its stage stays stuck
 * below the header: each slide has an equal share of the stuck stretch. The stuck stretch, and the
 * slides piled up with the first one showing, are laid out by CSS (web/sections/ScrollStory.tsx)
 * from the first frame: this code only swaps and slides, so nothing on the page moves when it
 * arrives. Below 768 px, or with reduced motion, the slides stay stacked.
 *
 * Slides swap outright, never crossfade: two slides' texts half shown on top of each other (and
 * one's text over the other's picture) cannot be read. A slide's text is at full opacity for its
 * whole share; only its picture fades, out just before the swap and in as the next slide rises.
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
      // A slide without a picture has none to fade (GSAP warns of an empty target).
      const pictures = slides.map((slide) => [...slide.querySelectorAll('img')])
      slides.slice(1).forEach((slide, index) => {
        const swap = index + 1
        const [before, after] = [pictures[index]!, pictures[swap]!]
        if (before.length > 0) timeline.to(before, {opacity: 0, duration: PICTURE_OUT}, swap - PICTURE_OUT)
        timeline
          .set(slides[index]!, {opacity: 0}, swap)
          .set(slide, {opacity: 1}, swap)
          .fromTo(slide, {y: SLIDE_SHIFT}, {y: 0, duration: SLIDE_IN}, swap)
        if (after.length > 0) timeline.fromTo(after, {opacity: 0}, {opacity: 1, duration: SLIDE_IN}, swap)
      })
      // The last slide keeps a full share too: the timeline runs to the end of the stuck stretch.
      timeline.set({}, {}, slides.length)
      section.setAttribute(MOTION_READY, '')
      return () => section.removeAttribute(MOTION_READY)
    })
    return () => media.revert()
  }, [targetId])
  return null
}

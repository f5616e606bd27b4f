import {expect, isDesktop, pageHasSettled, test, twoFrames, type Page} from './fixtures'

/**
 * Scroll motion is an embellishment: it never leaves text faint where a visitor reads, nor shows
 * two of the story's slides at once. The home page is scrolled from top to bottom in steps, a
 * visitor's wheel at a time, and at every step the page is inspected as it is drawn:
 *
 * - the reading area (the middle 60 % of the window) holds no text below full opacity: a reveal
 *   has finished before its element's text gets there;
 * - of the story's slides lying on top of one another (from 768 px up, where they take turns), at
 *   most one shows its text: one slide's text is gone before the next one's comes. Below 768 px
 *   they are stacked, one under the other, and two may share the window.
 *
 * A step fails with where the page was scrolled to and the text at fault.
 *
 * With reduced motion nothing is ever faded or moved. Not @one-width: motion differs by width
 * (the story pins from 768 px up, reveals run at every width).
 */

/** A visitor's wheel: smaller than any reveal's stretch, so no state between two steps is missed. */
const STEP = 160

/** How long the motion's code may take to arrive and set itself up on a busy machine. */
const MOTION_SET_UP_TIMEOUT = 60_000

/** The reading area, as fractions of the window's height. */
const READING_AREA = {top: 0.2, bottom: 0.8}

/** Effective opacity at or above this is full; at or below HIDDEN, not shown at all. */
const FULL = 0.99
const HIDDEN = 0.05

type Inspection = {
  scrollY: number
  atBottom: boolean
  /**
   * Every section whose reveal starts within a screen below the window has its motion running (set
   * up a screen away, web/motion/Motion.client.tsx): what a step waits for with motion.
   */
  revealsNearAreReady: boolean
  faint: string[]
  slidesShowingText: string[]
  overlappingSlides: string[]
  moved: string[]
}

/**
 * What the window shows now. Runs in the page, over every element that paints text of its own (a
 * direct text node) and every image, with its effective opacity: the product of its own computed
 * opacity and its ancestors', which is what reaches the screen.
 */
function inspect({area, full, hidden}: {area: typeof READING_AREA; full: number; hidden: number}): Inspection {
  const effectiveOpacity = (element: Element) => {
    let opacity = 1
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity)
    return opacity
  }
  const describe = (element: Element) =>
    `<${element.localName}> «${(element.textContent || element.getAttribute('alt') || '').trim().replace(/\s+/g, ' ').slice(0, 60)}»`
  const intersects = (element: Element, top: number, bottom: number) => {
    const rect = element.getBoundingClientRect()
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > top &&
      rect.top < bottom &&
      rect.right > 0 &&
      rect.left < innerWidth
    )
  }
  const inWindow = (element: Element) => intersects(element, 0, innerHeight)
  const inReadingArea = (element: Element) => intersects(element, innerHeight * area.top, innerHeight * area.bottom)
  // Drawn at all (not display: none, not visibility: hidden, not in a closed <details>); opacity is judged here.
  const drawn = (element: Element) => element.checkVisibility({visibilityProperty: true})
  const ownsText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
  // Only what is in the window (checked first: the page holds thousands of elements).
  const texts = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      ownsText(element) &&
      inWindow(element) &&
      element.closest('script, style, noscript, template, svg') === null &&
      drawn(element),
  )
  const images = [...document.querySelectorAll('img')].filter((element) => inWindow(element) && drawn(element))

  const slides = [...document.querySelectorAll('[data-slide]')]
  const inSlide = (element: Element) => slides.some((slide) => slide.contains(element))
  // Text is whole or, in the story's slides (which take turns), not shown at all. An image may be
  // tinted by design (the hero's back phone: 0.95) but not caught in a fade; the story's
  // pictures fade on purpose, out before their slide's turn ends and in as the next one's begins.
  const faint = [
    ...texts.filter(inReadingArea).map((element) => ({element, least: full})),
    ...images
      .filter((element) => inReadingArea(element) && !inSlide(element))
      .map((element) => ({element, least: 0.9})),
  ]
    .map(({element, least}) => ({element, least, opacity: effectiveOpacity(element)}))
    .filter(({element, least, opacity}) => opacity < least && !(inSlide(element) && opacity <= hidden))
    .map(({element, opacity}) => `${describe(element)} at opacity ${opacity.toFixed(2)}`)
  const showsText = (slide: Element) =>
    texts.some((element) => slide.contains(element) && effectiveOpacity(element) > hidden)
  const overlap = (a: Element, b: Element) => {
    const [one, other] = [a.getBoundingClientRect(), b.getBoundingClientRect()]
    return one.bottom > other.top && one.top < other.bottom && one.right > other.left && one.left < other.right
  }
  // Stacked (below 768 px) several slides may be in the window, one under the other; laid on top
  // of one another (pinned), only one may show its text.
  const showing = slides.filter(showsText)
  const overlapping = showing.filter((slide) => showing.some((other) => other !== slide && overlap(slide, other)))
  const titleOf = (slide: Element) => describe(slide.querySelector('h3') ?? slide)
  const slidesShowingText = showing.map(titleOf)
  const overlappingSlides = overlapping.map(titleOf)
  // What scroll motion fades and moves: the revealed elements, the story's slides, and whatever a
  // script styles inline (GSAP animates inline styles). Designed tints and offsets are not motion.
  const animated = (node: HTMLElement) =>
    node.matches('[data-reveal], [data-slide]') || node.style.opacity !== '' || node.style.transform !== ''
  const moved = [...texts, ...images].flatMap((element) => {
    const wrong: string[] = []
    for (let node: HTMLElement | null = element as HTMLElement; node; node = node.parentElement) {
      if (!animated(node)) continue
      const style = getComputedStyle(node)
      if (style.opacity !== '1' || style.transform !== 'none')
        wrong.push(`${describe(element)} (opacity ${style.opacity}, transform ${style.transform})`)
    }
    if (texts.includes(element) && effectiveOpacity(element) < full)
      wrong.push(`${describe(element)} at opacity ${effectiveOpacity(element).toFixed(2)}`)
    return wrong
  })
  const atBottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1
  const revealsNearAreReady = [...document.querySelectorAll('section:has([data-reveal])')]
    .filter((section) => section.getBoundingClientRect().top < 2 * innerHeight)
    .every((section) => section.hasAttribute('data-motion-ready'))
  return {
    scrollY: Math.round(scrollY),
    atBottom,
    revealsNearAreReady,
    faint,
    slidesShowingText,
    overlappingSlides,
    moved,
  }
}

/**
 * Scrolls the page from top to bottom, STEP pixels at a time (to the bottom as it is at each step:
 * sections drawn on the way change its height), and inspects it at every step once two frames
 * have drawn it. With `motion`, a step first waits for the reveals near the window to be running,
 * so the steps check the motion, not the page before its code arrived.
 */
async function scrollAndInspect(page: Page, {motion}: {motion: boolean}) {
  const seen: Inspection[] = []
  const look = () => page.evaluate(inspect, {area: READING_AREA, full: FULL, hidden: HIDDEN})
  await page.evaluate(() => scrollTo({top: 0, behavior: 'instant'}))
  for (let step = 0; step < 400; step++) {
    await twoFrames(page)
    let inspection = await look()
    if (motion && !inspection.revealsNearAreReady) {
      // GSAP is fetched, parsed and set up when the first revealing section comes near: on a busy
      // machine that takes longer than an assertion's usual wait. A bound, not a wait.
      await expect
        .poll(async () => (await look()).revealsNearAreReady, {
          message: 'the reveals near the window are set up',
          timeout: MOTION_SET_UP_TIMEOUT,
        })
        .toBe(true)
      await twoFrames(page)
      inspection = await look()
    }
    seen.push(inspection)
    if (inspection.atBottom) return seen
    await page.evaluate((by) => scrollBy({top: by, behavior: 'instant'}), STEP)
  }
  throw new Error('the page never reached its bottom')
}

/** One line per failing step: where the page was scrolled to, and what was wrong there. */
const report = (seen: Inspection[], what: (inspection: Inspection) => string[]) =>
  seen
    .filter((inspection) => what(inspection).length > 0)
    .map((inspection) => `at scrollY ${inspection.scrollY}: ${what(inspection).join('; ')}`)

test('with motion, text in the reading area is at full opacity and the story shows one slide at a time', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'no-preference'})
  await page.goto('/')
  await pageHasSettled(page)
  // From 768 px up the story's motion is set up once the page has loaded, wherever the page is.
  if (isDesktop(page)) await expect(page.locator('section:has([data-stage])')).toHaveAttribute('data-motion-ready', '')
  const seen = await scrollAndInspect(page, {motion: true})
  // The motion ran where the test looked: every revealing section was set up on the way down.
  await expect(page.locator('section:has([data-reveal]):not([data-motion-ready])')).toHaveCount(0)

  expect
    .soft(
      report(seen, (inspection) => inspection.faint),
      'faint text or images in the reading area',
    )
    .toEqual([])
  expect
    .soft(
      report(seen, ({overlappingSlides}) => (overlappingSlides.length > 0 ? [overlappingSlides.join(' over ')] : [])),
      "two of the story's slides showing text on top of each other",
    )
    .toEqual([])
  // The story was seen, slide after slide: every slide showed its text at some step.
  const slideTitles = await page.locator('[data-slide] h3').allTextContents()
  expect(new Set(seen.flatMap((inspection) => inspection.slidesShowingText)).size).toBe(slideTitles.length)
})

test('with reduced motion nothing is ever faded or moved', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'})
  await page.goto('/')
  await pageHasSettled(page)
  const seen = await scrollAndInspect(page, {motion: false})
  expect(
    report(seen, (inspection) => inspection.moved),
    'text or images faded or moved',
  ).toEqual([])
  await expect(page.locator('[data-motion-ready]')).toHaveCount(0)
})

import {expect, isDesktop, pageHasSettled, test, type Page} from './fixtures'

/**
 * On a phone the header's subscribe button floats at the bottom corner of the screen. It must
 * never cover the form, the contact details, the footer or the hero's heading and phones: each
 * of them is met as a reader scrolling down meets it, its bottom edge at the bottom of the window,
 * and the button, if shown then, must not overlap it. Between those parts it stays within reach.
 */

/** What the button must leave clear, by page part (the form's errors are shown first). */
const KEPT_CLEAR = {
  hero: 'main section:has(h1) :is(h1, p, img)',
  form: [
    '#contactus form :is(label, input, select, textarea, button, [role="alert"])',
    '#contactus [id^="contact-"][id$="-error"]',
    '#contactus [data-testid="contact-notice"]',
    '#contactus [data-testid="contact-notice"] p',
  ].join(', '),
  details: '#contactus dl :is(dt, dd)',
  footer: 'footer :is(a, p, img, li)',
}

/** The subscribe button: the header's one link that opens a new tab (the demo request stays on the site). */
const subscribeButton = (page: Page) => page.getByRole('banner').locator('a[target="_blank"]')

/**
 * Scrolls each element matched by `selector` so that its bottom edge rests at the bottom of the
 * window (as far as the page scrolls), lets two frames pass, and returns the elements the button
 * overlapped while shown. Sections drawn on arrival (content-visibility: auto) move what is below
 * them: each element is scrolled again until it rests.
 */
function overlapsWhileScrolling(page: Page, selector: string) {
  return subscribeButton(page).evaluate(async (button, selector) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const overlaps: string[] = []
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const box = element.getBoundingClientRect()
      // The robots' field is a clipped 1 px box, out of sight; an empty error line has no text.
      return box.width > 1 && box.height > 1 && !element.closest('[aria-hidden="true"]')
    })
    if (elements.length === 0) return ['nothing matched ' + selector]
    for (const element of elements) {
      for (let attempt = 0; attempt < 10; attempt++) {
        const before = scrollY
        const gap = element.getBoundingClientRect().bottom - innerHeight
        window.scrollTo({top: scrollY + gap, behavior: 'instant'})
        await frame()
        await frame()
        const rests = Math.abs(element.getBoundingClientRect().bottom - innerHeight) < 1
        if (rests || scrollY === before) break
      }
      const style = getComputedStyle(button)
      const shown = style.visibility !== 'hidden' && style.display !== 'none'
      const a = button.getBoundingClientRect()
      const b = element.getBoundingClientRect()
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0
      if (shown && a.width > 0 && overlap) {
        const text = (element.textContent ?? element.getAttribute('alt') ?? '').trim().slice(0, 40)
        overlaps.push(`<${element.tagName.toLowerCase()}> «${text}» at ${Math.round(b.top)}–${Math.round(b.bottom)}`)
      }
    }
    return overlaps
  }, selector)
}

/** Submits the empty form: every field's message and the consent box's show. */
async function showTheFormErrors(page: Page, submit: string) {
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  await page.getByRole('button', {name: submit}).click()
  await expect(page.locator('#contact-consent-error')).not.toBeEmpty()
  await expect(page.locator('#contact-name-error')).not.toBeEmpty()
}

const PAGES = [
  {path: '/', submit: 'Enviar'},
  {path: '/en/', submit: 'Send'},
  {path: '/alco', submit: undefined},
] as const

for (const {path, submit} of PAGES) {
  test(`${path}: on a phone the floating subscribe button covers neither the hero, the form, the contact details nor the footer`, async ({
    page,
  }) => {
    test.skip(isDesktop(page), 'From 768 px up the button sits in the header bar.')
    // Scroll motion would move the boxes between the scroll and the measure.
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto(path)
    await pageHasSettled(page)
    await expect(subscribeButton(page)).toHaveCount(1)

    const parts: Array<keyof typeof KEPT_CLEAR> = ['hero', 'footer']
    if (submit) {
      await showTheFormErrors(page, submit)
      parts.push('form', 'details')
    }
    const covered: Partial<Record<keyof typeof KEPT_CLEAR, string[]>> = {}
    for (const part of parts) covered[part] = await overlapsWhileScrolling(page, KEPT_CLEAR[part])
    expect(covered).toEqual(Object.fromEntries(parts.map((part) => [part, []])))

    // Still within reach: once the hero has gone under the header, before anything it keeps clear.
    await page.evaluate(() => {
      const hero = document.querySelector('main section:has(h1)')!
      const header = document.querySelector('body > header')!
      const top = scrollY + hero.getBoundingClientRect().bottom - header.getBoundingClientRect().bottom
      window.scrollTo({top: top + 200, behavior: 'instant'})
    })
    await expect(subscribeButton(page)).toBeVisible()
    await expect(subscribeButton(page)).toBeInViewport({ratio: 1})
  })
}

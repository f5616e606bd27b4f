import {
  collectScripts,
  expect,
  isDesktop,
  pageHasSettled,
  scrollThrough,
  scrollUntilSteady,
  test,
  urlsContaining,
} from './fixtures'
import {fromContent} from '../support/content'

test.describe('app showcase', () => {
  test('tabs swap the phone screen and the description; arrows, Home and End move', async ({page}) => {
    test.skip(!isDesktop(page), 'the tab list exists from 768 px up')
    await page.goto('/')
    const [showcaseHeading] = await fromContent<string[]>(
      '*[_type == "page" && !defined(slug)][0].sections[_type == "appShowcase"].heading.es',
    )
    const tablist = page.getByRole('tablist', {name: showcaseHeading})
    const tab = (name: string) => tablist.getByRole('tab', {name})
    const panel = page.getByRole('tabpanel')
    await expect(tab('Hoy')).toHaveAttribute('aria-selected', 'true')
    await expect(panel).toHaveCount(1)
    await expect(panel.getByRole('img')).toHaveAttribute('alt', /Hoy/)
    await tab('Actividad').click()
    await expect(tab('Actividad')).toHaveAttribute('aria-selected', 'true')
    await expect(panel.getByRole('img')).toHaveAttribute('alt', /Actividad/)
    await expect(panel).toContainText('Actividad')
    await page.keyboard.press('ArrowRight')
    await expect(tab('Explora')).toBeFocused()
    await expect(panel.getByRole('img')).toHaveAttribute('alt', /Explora/)
    await page.keyboard.press('Home')
    await expect(tab('Hoy')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('End')
    await expect(tab('Explora')).toHaveAttribute('aria-selected', 'true')
  })

  test('below 768 px the three app sections are stacked and all visible', async ({page}) => {
    test.skip(isDesktop(page), 'phones only')
    await page.goto('/')
    await expect(page.getByRole('tablist')).toBeHidden()
    for (const name of ['Hoy', 'Actividad', 'Explora']) {
      await expect(page.getByRole('img', {name: new RegExp(name)}).first()).toBeVisible()
    }
  })
})

test.describe('FAQ accordion', () => {
  test('item 1 open at first; click, Enter and Space toggle; several stay open', async ({page}) => {
    await page.goto('/')
    const faq = page.locator('section', {has: page.getByRole('heading', {name: 'Preguntas frecuentes'})})
    const questions = faq.getByRole('button')
    await expect(questions).toHaveCount(11)
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
    for (let index = 1; index < 11; index++)
      await expect(questions.nth(index)).toHaveAttribute('aria-expanded', 'false')
    const answerOf = async (index: number) =>
      page.locator(`#${await questions.nth(index).getAttribute('aria-controls')}`)
    await expect(await answerOf(0)).toBeVisible()
    await expect(await answerOf(1)).toBeHidden()

    await questions.nth(1).click()
    await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(await answerOf(1)).toBeVisible()
    await expect(await answerOf(0)).toBeVisible()

    await questions.nth(2).focus()
    await page.keyboard.press('Enter')
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false')
    await expect(await answerOf(2)).toBeHidden()
  })

  test('opening and closing motion is declared within 500 ms, and completes', async ({page}) => {
    await page.goto('/')
    const question = page.getByRole('button', {expanded: false}).first()
    // On screen, as for a visitor: the browser runs no transitions in sections it has not drawn.
    await question.scrollIntoViewIfNeeded()
    const answerId = (await question.getAttribute('aria-controls'))!
    const answer = page.locator(`#${answerId}`)
    const arrow = question.locator('svg')
    /** The longest duration + delay among an element's CSS transitions, in ms. */
    const longestTransition = (locator: typeof answer) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element)
        const seconds = (value: string) => value.split(',').map((part) => parseFloat(part))
        const durations = seconds(style.transitionDuration)
        const delays = seconds(style.transitionDelay)
        return Math.max(...durations.map((duration, index) => (duration + (delays[index] ?? 0)) * 1000))
      })
    // Measured from the declared motion: wall-clock timing on a loaded CI machine is noise.
    const toggle = () =>
      answer.evaluate(
        (element, id) =>
          new Promise<void>((resolve) => {
            element.addEventListener('transitionend', () => resolve(), {once: true})
            document.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)!.click()
          }),
        answerId,
      )
    expect(await longestTransition(answer)).toBeLessThanOrEqual(500)
    await toggle()
    await expect(answer).toBeVisible()
    expect(await longestTransition(answer)).toBeLessThanOrEqual(500)
    expect(await longestTransition(arrow)).toBeLessThanOrEqual(500)
    await toggle()
    await expect(answer).toBeHidden()
  })

  test('the arrow shows only from 768 px up', async ({page}) => {
    await page.goto('/')
    const arrow = page.getByRole('button', {expanded: true}).first().locator('svg')
    if (isDesktop(page)) await expect(arrow).toBeVisible()
    else await expect(arrow).toBeHidden()
  })
})

test('sponsors: nine logos, 3 columns on phones and 6 from 768 px', async ({page}) => {
  await page.goto('/')
  const grid = page
    .locator('section', {has: page.getByRole('heading', {name: 'Instituciones que confían en nosotros'})})
    .getByRole('list')
  await expect(grid.getByRole('listitem')).toHaveCount(9)
  const columns = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length)
  expect(columns).toBe(isDesktop(page) ? 6 : 3)
})

for (const path of ['/', '/alco']) {
  test(`images on ${path} arrive sized for their slot, in a modern format; the hero's art in the HTML, its phones preloaded`, async ({
    page,
  }) => {
    const images: Array<{url: string; type: string}> = []
    page.on('response', (response) => {
      if (!response.url().includes('/content-images/')) return
      images.push({url: response.url(), type: response.headers()['content-type'] ?? ''})
    })
    await page.goto(path)
    // The first block's largest image, the art behind the phones on `/`, comes in the HTML itself
    // (a small SVG): nothing is fetched for it. The phones are preloaded, with the same srcset as
    // the image itself, only from 768 px up: on a phone they sit below the text (on `/alco`, with
    // no art, the text is the largest thing a phone shows). Nothing is asked for at high priority.
    const preloaded = await page
      .locator('link[rel="preload"][as="image"]')
      .evaluateAll((links) =>
        links.map((link) =>
          ['imagesrcset', 'fetchpriority', 'media'].map((name) => String(link.getAttribute(name))).join(' '),
        ),
      )
    const heroImages = await page.locator('main section').first().locator('img').all()
    const art = path === '/' ? heroImages.shift() : undefined
    const phones = heroImages
    if (art) {
      await expect(art).toHaveAttribute('src', /^data:image\/svg\+xml,/)
      await expect(art).not.toHaveAttribute('srcset')
      expect(await art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(680)
    }
    expect(phones).toHaveLength(2)
    for (const phone of phones) {
      expect(preloaded).toContain(`${await phone.getAttribute('srcset')} null (min-width: 768px)`)
      await expect(phone).not.toHaveAttribute('fetchpriority')
    }
    expect(preloaded.filter((link) => link.includes(' high '))).toHaveLength(0)
    await scrollThrough(page)
    // Every image that is shown has arrived (lazy ones were asked for while scrolling through).
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.clientWidth === 0))
    // Chromium takes AVIF: every content image arrives as a bitmap drawn for its slot, no SVG document.
    expect(images.length).toBeGreaterThan(5)
    for (const image of images)
      expect(image, image.url).toMatchObject({type: 'image/avif', url: expect.stringContaining('w=')})
    // The width each image was asked for (its srcset candidate) against the pixels its slot shows.
    const slots = await page.locator('img[src*="/content-images/"]').evaluateAll((elements) =>
      (elements as HTMLImageElement[])
        .filter((image) => image.complete && image.clientWidth > 0)
        .map((image) => ({
          src: image.currentSrc,
          asked: Number(new URL(image.currentSrc).searchParams.get('w')),
          shown: Math.ceil(image.clientWidth * devicePixelRatio),
        })),
    )
    expect(slots.length).toBeGreaterThan(5)
    for (const slot of slots) {
      // Sharp (never drawn narrower than shown) and not wasteful (at most about twice as wide).
      expect(slot.asked, slot.src).toBeGreaterThanOrEqual(Math.min(slot.shown, 1920))
      expect(slot.asked, slot.src).toBeLessThanOrEqual(Math.max(2 * slot.shown, 192))
    }
  })
}

test('the hero keeps 1134:680 from 768 px up', async ({page}) => {
  test.skip(!isDesktop(page), 'automatic height below 768 px')
  await page.goto('/')
  const hero = page.locator('section', {has: page.getByRole('heading', {level: 1})})
  const box = (await hero.boundingBox())!
  expect(Math.abs(box.height - (box.width * 680) / 1134)).toBeLessThan(1.5)
})

test('every external link opens in a new tab without a handle on this page', async ({page}) => {
  await page.goto('/')
  const external = page.locator('a[href^="http"]')
  expect(await external.count()).toBeGreaterThan(5)
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // On a phone the subscribe button is hidden while the hero is on screen (tests/e2e/floating-button.spec.ts).
  const subscribe = page.getByRole('banner').getByRole('link', {name: /Quiero suscribirme/, includeHidden: true})
  await expect(subscribe).toHaveAttribute('href', /^https:\/\/forms\.example\.com\//)
})

test('scroll motion: from 768 px up the story stays below the header for three screens, scrubbing to its last slide', async ({
  page,
}) => {
  test.skip(!isDesktop(page), 'stacked blocks below 768 px')
  await page.emulateMedia({reducedMotion: 'no-preference'})
  await page.goto('/')
  const story = page.locator('section:has([data-stage])')
  const stage = story.locator('[data-stage]')
  await expect(story).toHaveAttribute('data-motion-ready', '')
  const slides = story.locator('[data-slide]')
  // Scrolls `by` pixels past the point where the stage sticks below the header, and stays there.
  const scrollIntoPin = (by: number) =>
    scrollUntilSteady(page, () =>
      story.evaluate((section, offset) => {
        const stuckAt = parseFloat(getComputedStyle(section.querySelector('[data-stage]')!).top)
        const miss = section.getBoundingClientRect().top - stuckAt + offset
        window.scrollBy(0, miss)
        return Math.abs(miss) < 1
      }, by),
    )
  const header = (await page.getByRole('banner').boundingBox())!
  await scrollIntoPin(0)
  await expect(slides.first()).toHaveCSS('opacity', '1')
  await expect(slides.nth(1)).toHaveCSS('opacity', '0')
  const height = page.viewportSize()!.height
  await scrollIntoPin(height * 3)
  // Three screens on, the stage has not moved: it is still just below the header.
  expect((await stage.boundingBox())!.y).toBeCloseTo(header.y + header.height, 0)
  await expect(slides.last()).toHaveCSS('opacity', '1')
  await expect(slides.first()).toHaveCSS('opacity', '0')
})

test('GSAP is fetched only where it runs: on a phone once a revealing section comes near', async ({page}) => {
  test.skip(isDesktop(page), 'from 768 px up the story fetches it once the page has loaded')
  const scripts = collectScripts(page)
  await page.goto('/')
  await pageHasSettled(page)
  expect(urlsContaining(await scripts.all(), 'ScrollTrigger')).toEqual([])
  const motionCode = page.waitForResponse(async (response) => (await response.text()).includes('ScrollTrigger'))
  await page.locator('[data-reveal]').first().scrollIntoViewIfNeeded()
  await motionCode
})

test('with reduced motion GSAP is never fetched', async ({page}) => {
  const scripts = collectScripts(page)
  await page.emulateMedia({reducedMotion: 'reduce'})
  await page.goto('/')
  await scrollThrough(page)
  await pageHasSettled(page)
  expect(urlsContaining(await scripts.all(), 'ScrollTrigger')).toEqual([])
})

test('the page never scrolls sideways, also while elements slide in', async ({page}) => {
  await page.goto('/')
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    // The page is as wide as the room it has beside the scrollbar's gutter, no wider.
    const {scrollWidth, clientWidth} = await page.evaluate(() => {
      const {scrollWidth, clientWidth} = document.documentElement
      return {scrollWidth, clientWidth}
    })
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
  }
})

test('with reduced motion every element is shown in its final state, nothing pinned', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'reduce'})
  await page.goto('/')
  await scrollThrough(page)
  await expect(page.locator('section:has([data-stage])')).not.toHaveAttribute('data-motion-ready')
  await expect(page.locator('[data-stage]')).toHaveCSS('position', 'static')
  for (const element of await page.locator('[data-slide], [data-reveal]:not(:empty)').all()) {
    await element.scrollIntoViewIfNeeded()
    await expect(element).toBeVisible()
    await expect(element).toHaveCSS('opacity', '1')
  }
})

test('without JavaScript every block and every FAQ answer is readable', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false})
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  await expect(page.getByText('Administrador').first()).toBeVisible()
  const answers = page.locator('[data-faq-answer]')
  await expect(answers).toHaveCount(11)
  for (const answer of await answers.all()) await expect(answer).toBeVisible()
  // The story is not pinned without scripts: its four slides are stacked, each one shown.
  for (const slide of await page.locator('[data-slide]').all()) {
    await slide.scrollIntoViewIfNeeded()
    await expect(slide).toHaveCSS('opacity', '1')
  }
  await context.close()
})

/**
 * Measures the fallback faces of web/theme/fonts.ts and writes their sizes to
 * web/theme/fontFallbacks.ts: for each system font a visitor may have instead of Inter, and each
 * weight the theme uses, how much to scale it (`size-adjust`) so that the site's own text takes
 * as much width in it as in Inter, and the ascent, descent and line gap that then give its lines
 * Inter's height. With these, a page drawn in the fallback (a first visit on which Inter comes too
 * late: `font-display: optional`) looks as it does in Inter, its lines (mostly) where Inter puts
 * them.
 *
 * The widths are measured in Chromium, as it lays the text out (kerning included): every
 * sentence of the bundled content (content/data.ndjson, both languages), drawn in Inter (the
 * committed file, at each weight of its variable axis) and in each fallback. Arial is measured
 * through Liberation Sans, made metric-compatible with it (every glyph the same width); Roboto
 * from its files, which no Debian machine has: pass the folder of the registry package
 * @fontsource/roboto (`npm pack @fontsource/roboto`, unpacked), whose Latin files are cut from the
 * same Roboto that Android and ChromeOS carry.
 *
 *   npx tsx scripts/font-fallbacks.ts ROBOTO_FILES_DIR
 */
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {chromium} from 'playwright-core'
import {format, resolveConfig} from 'prettier'
import {FONT_URL} from '../web/theme/fontFile'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium'

const root = path.resolve(__dirname, '..')
const OUTPUT = path.join(root, 'web/theme/fontFallbacks.ts')

/** The weights the theme draws (web/theme/theme.ts), each face covering a range around its own. */
const WEIGHTS = [
  {range: '100 500', inter: 400, fallback: 'regular'},
  {range: '600', inter: 600, fallback: 'bold'},
  {range: '700', inter: 700, fallback: 'bold'},
  {range: '800 900', inter: 800, fallback: 'bold'},
] as const

type Style = 'regular' | 'bold'

/**
 * The fallbacks, in the order the font stack tries them. `local` is what a device's own font is
 * found by (its full and PostScript names); `measured` is the face this script measures it by.
 */
function fallbacks(robotoDir: string) {
  return [
    {
      family: 'Inter Fallback Arial',
      // Windows, macOS and iOS (Arial); Linux (Liberation Sans) and ChromeOS (Arimo), which have
      // Arial's widths and heights.
      local: {
        regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
        bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
      },
      measured: {regular: "local('Liberation Sans')", bold: "local('Liberation Sans Bold')"},
    },
    {
      family: 'Inter Fallback Roboto',
      // Android.
      local: {regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold']},
      measured: {
        regular: `url(data:font/woff2;base64,${fileBase64(path.join(robotoDir, 'roboto-latin-400-normal.woff2'))})`,
        bold: `url(data:font/woff2;base64,${fileBase64(path.join(robotoDir, 'roboto-latin-700-normal.woff2'))})`,
      },
    },
    {
      family: 'Inter Fallback DejaVu',
      // Linux without Liberation Sans: DejaVu Sans comes with fontconfig itself.
      local: {regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold']},
      measured: {regular: "local('DejaVu Sans')", bold: "local('DejaVu Sans Bold')"},
    },
  ]
}

function fileBase64(file: string) {
  return readFileSync(file).toString('base64')
}

/** Every sentence of the bundled content: strings with a space and a letter, not addresses. */
function sentences() {
  const found: string[] = []
  const visit = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      if (!key.startsWith('_') && /\s/.test(value) && /\p{L}/u.test(value) && !/^[a-z]+:/.test(value)) found.push(value)
    } else if (Array.isArray(value)) value.forEach((item) => visit(item))
    else if (typeof value === 'object' && value !== null)
      for (const [name, item] of Object.entries(value)) visit(item, name)
  }
  for (const line of readFileSync(path.join(root, 'content/data.ndjson'), 'utf8').split('\n'))
    if (line.trim()) visit(JSON.parse(line))
  return found
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

async function main() {
  const robotoDir = process.argv[2]
  if (!robotoDir)
    throw new Error('usage: npx tsx scripts/font-fallbacks.ts ROBOTO_FILES_DIR (see the top of this file)')
  const families = fallbacks(robotoDir)
  const inter = `url(data:font/woff2;base64,${fileBase64(path.join(root, 'web/public', FONT_URL))})`
  const faces = [
    `@font-face { font-family: 'Measured Inter'; src: ${inter}; font-weight: 100 900; }`,
    ...families.flatMap(({family, measured}) =>
      (['regular', 'bold'] as Style[]).map(
        (style) =>
          `@font-face { font-family: 'Measured ${family}'; src: ${measured[style]}; font-weight: ${style === 'bold' ? 700 : 400}; }`,
      ),
    ),
  ]

  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
  try {
    const page = await browser.newPage()
    await page.setContent(`<style>${faces.join('\n')}</style>`)
    const fonts = [
      ...WEIGHTS.map(({inter}) => ({family: 'Measured Inter', weight: inter})),
      ...families.flatMap(({family}) => [
        {family: `Measured ${family}`, weight: 400},
        {family: `Measured ${family}`, weight: 700},
      ]),
    ]
    const widths = await page.evaluate(
      async ({fonts, text}) => {
        const SIZE = 100
        const context = document.createElement('canvas').getContext('2d')!
        const measured: Record<string, number> = {}
        for (const {family, weight} of fonts) {
          const font = `${weight} ${SIZE}px "${family}"`
          const [face] = await document.fonts.load(font)
          if (!face) throw new Error(`${font} is not on this machine`)
          context.font = font
          measured[`${family} ${weight}`] =
            text.reduce((sum, sentence) => sum + context.measureText(sentence).width, 0) / SIZE
        }
        return measured
      },
      {fonts, text: sentences()},
    )
    // Inter's own heights, in ems: its ascent and descent, and what a line of `normal` height adds.
    const heights = await page.evaluate(async () => {
      const SIZE = 1000
      await document.fonts.load(`400 ${SIZE}px "Measured Inter"`)
      const context = document.createElement('canvas').getContext('2d')!
      context.font = `400 ${SIZE}px "Measured Inter"`
      const {fontBoundingBoxAscent: ascent, fontBoundingBoxDescent: descent} = context.measureText('x')
      const line = document.createElement('span')
      line.style.cssText = `font: 400 ${SIZE}px "Measured Inter"; line-height: normal; display: inline-block`
      line.textContent = 'x'
      document.body.append(line)
      const height = line.getBoundingClientRect().height
      return {ascent: ascent / SIZE, descent: descent / SIZE, lineGap: Math.max(0, height - ascent - descent) / SIZE}
    })

    const table = families.map(({family, local}) => ({
      family,
      faces: WEIGHTS.map(({range, inter, fallback}) => {
        const sizeAdjust =
          widths[`Measured Inter ${inter}`]! / widths[`Measured ${family} ${fallback === 'bold' ? 700 : 400}`]!
        return {
          weight: range,
          local: local[fallback],
          sizeAdjust: percent(sizeAdjust),
          ascentOverride: percent(heights.ascent / sizeAdjust),
          descentOverride: percent(heights.descent / sizeAdjust),
          lineGapOverride: percent(heights.lineGap / sizeAdjust),
        }
      }),
    }))
    const module =
      `/**\n * The fallback faces of web/theme/fonts.ts, in the order the font stack tries them: each system\n` +
      ` * font scaled so that the site's text is as wide in it as in Inter, at each weight, with Inter's\n` +
      ` * line heights. Written by scripts/font-fallbacks.ts, which measures them.\n */\n` +
      `export const FONT_FALLBACKS = ${JSON.stringify(table)} as const\n`
    writeFileSync(OUTPUT, await format(module, {...(await resolveConfig(OUTPUT)), filepath: OUTPUT}))
    console.log(
      `${path.relative(root, OUTPUT)}:`,
      JSON.stringify(table.map(({family, faces}) => [family, faces.map((face) => face.sizeAdjust)])),
    )
  } finally {
    await browser.close()
  }
}

void main()

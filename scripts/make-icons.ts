/**
 * Draws the raster icons from web/app/icon.svg (the brand mark) in Chromium: favicon.ico (16, 32
 * and 48 px, for browsers and crawlers that ask for it) and apple-icon.png (180 px, home screens).
 * The outputs are committed; run `npm run icons` after changing icon.svg.
 */
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {chromium} from 'playwright-core'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium'

const app = path.resolve(__dirname, '../web/app')

async function main() {
  const svg = readFileSync(path.join(app, 'icon.svg'), 'utf8')
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS})
  try {
    const page = await browser.newPage()
    const draw = async (size: number) => {
      await page.setViewportSize({width: size, height: size})
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      )
      return page.locator('svg').screenshot({omitBackground: true, type: 'png'})
    }
    const sizes = [16, 32, 48]
    const images: Buffer[] = []
    for (const size of sizes) images.push(await draw(size))
    writeFileSync(path.join(app, 'favicon.ico'), icoOf(sizes.map((size, index) => ({size, png: images[index]!}))))
    writeFileSync(path.join(app, 'apple-icon.png'), await draw(180))
    console.log('web/app/favicon.ico and web/app/apple-icon.png drawn from icon.svg')
  } finally {
    await browser.close()
  }
}

/** An ICO file whose images are PNGs (supported by every current browser). */
function icoOf(images: Array<{size: number; png: Buffer}>) {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({size, png}) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size % 256, 0) // width (0 means 256)
    entry.writeUInt8(size % 256, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({png}) => png)])
}

void main()

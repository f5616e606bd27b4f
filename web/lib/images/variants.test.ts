/** @jest-environment node */
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import {parseVariantRequest, planVariant} from '@habitum/content/images/variantRequest'
import {pixelsOf} from '@habitum/content/images/variants'
import {renderVariant} from './variants'

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const parse = (query: string, accept: string | null = CHROME_ACCEPT, extension = 'svg') =>
  parseVariantRequest(new URLSearchParams(query), {fileName: `abc-1000x500.${extension}`, accept})
const request = {quality: 75, format: 'png', fit: 'max'} as const

describe('parseVariantRequest', () => {
  it('wants the original when the URL has no parameters', () => {
    expect(parse('')).toBeNull()
  })

  it('reads what the loader sends, picking the smallest format the browser takes', () => {
    const loader = {width: 640, quality: 75, fit: 'max'}
    expect(parse('w=640&q=75&auto=format&fit=max')).toEqual({...loader, format: 'avif'})
    expect(parse('w=640&auto=format', 'image/webp,*/*')).toEqual({...loader, format: 'webp'})
    expect(parse('w=640&auto=format', '*/*')).toEqual({...loader, format: 'png'})
    expect(parse('w=640&auto=format', '*/*', 'jpg')).toEqual({...loader, format: 'jpg'})
    expect(parse('w=640&fm=webp')).toEqual({...loader, format: 'webp'})
  })

  it("reads what Sanity's URL builder sends for a crop around the focal point", () => {
    expect(parse('rect=100,50,400,300&fp-x=0.25&fp-y=0.8&w=1200&h=630&q=75&fit=crop&crop=focalpoint', '*/*')).toEqual({
      width: 1200,
      height: 630,
      quality: 75,
      format: 'png',
      fit: 'crop',
      rect: {left: 100, top: 50, width: 400, height: 300},
      focalPoint: {x: 0.25, y: 0.8},
      crop: 'focalpoint',
    })
  })

  it.each([
    ['w=641', '"w" must be one of'],
    ['q=75', '"w" must be one of'],
    ['w=640&q=0', '"q" must be one of 75'],
    ['w=640&q=74', '"q" must be one of 75'],
    ['w=640&q=7.5', '"q" must be one of 75'],
    ['w=640&fit=fill', '"fit" must be "max" or "crop"'],
    ['w=640&fit=crop', '"fit=crop" needs "h"'],
    ['w=640&h=0', '"h" must be a whole number from 1 to 3840'],
    ['w=640&h=3841', '"h" must be a whole number'],
    ['w=640&h=1.5', '"h" must be a whole number'],
    ['w=640&rect=0,0,1001,500', '"rect" must be left,top,width,height in whole pixels inside the 1000×500 image'],
    ['w=640&rect=900,0,200,100', '"rect" must be'],
    ['w=640&rect=0,0,0,10', '"rect" must be'],
    ['w=640&rect=-1,0,10,10', '"rect" must be'],
    ['w=640&rect=1,2,3', '"rect" must be'],
    ['w=640&fp-x=1.5&fp-y=0.5', '"fp-x" must be a number from 0 to 1'],
    ['w=640&fp-x=0.5', '"fp-y" must be a number from 0 to 1'],
    ['w=640&fp-x=0.5&fp-y=-0.1', '"fp-y" must be a number'],
    ['w=640&crop=entropy', '"crop" must be "focalpoint" or "center"'],
    ['w=640&auto=compress', '"auto" can only be "format"'],
    ['w=640&fm=gif', '"fm" must be one of'],
    ['w=640&blur=20', 'unknown parameter "blur"'],
  ])('refuses %s, naming the parameter', (query, message) => {
    expect(parse(query)).toEqual({error: expect.stringContaining(message)})
  })
})

describe('planVariant: the pixels each parameter asks for', () => {
  const bitmap = {width: 1000, height: 500, isVector: false}
  const vector = {...bitmap, isVector: true}

  it('w alone: the whole image at that width, a bitmap never enlarged', () => {
    expect(planVariant(bitmap, {...request, width: 640})).toEqual({
      region: {left: 0, top: 0, width: 1000, height: 500},
      width: 640,
      height: 320,
    })
    expect(planVariant(bitmap, {...request, width: 1280})).toMatchObject({width: 1000, height: 500})
    expect(planVariant(vector, {...request, width: 1280})).toMatchObject({width: 1280, height: 640})
  })

  it('rect: the crop first, then the width', () => {
    const rect = {left: 100, top: 50, width: 400, height: 300}
    expect(planVariant(bitmap, {...request, width: 320, rect})).toEqual({region: rect, width: 320, height: 240})
  })

  it('w and h with fit=max: within both', () => {
    expect(planVariant(bitmap, {...request, width: 640, height: 100})).toMatchObject({width: 200, height: 100})
  })

  it('fit=crop: exactly w × h, around the focal point within the crop', () => {
    const rect = {left: 100, top: 50, width: 400, height: 300}
    const wide = {...request, fit: 'crop', width: 640, height: 160, rect} as const
    // 4:1 out of 400 × 300: 400 × 100, its centre as near the focal point as fits.
    expect(planVariant(bitmap, {...wide, crop: 'focalpoint', focalPoint: {x: 0.5, y: 0.9}})).toEqual({
      region: {left: 100, top: 250, width: 400, height: 100},
      width: 640,
      height: 160,
    })
    expect(planVariant(bitmap, {...wide, crop: 'focalpoint', focalPoint: {x: 0.5, y: 0.3}})).toMatchObject({
      region: {left: 100, top: 90, width: 400, height: 100},
    })
    // Without crop=focalpoint the cut is centred.
    expect(planVariant(bitmap, {...wide, focalPoint: {x: 0.5, y: 0.9}})).toMatchObject({
      region: {left: 100, top: 150, width: 400, height: 100},
    })
    // A tall slot cuts from the sides.
    expect(
      planVariant(bitmap, {
        ...request,
        fit: 'crop',
        width: 128,
        height: 256,
        crop: 'focalpoint',
        focalPoint: {x: 0, y: 0.5},
      }),
    ).toEqual({
      region: {left: 0, top: 0, width: 250, height: 500},
      width: 128,
      height: 256,
    })
  })
})

describe('renderVariant', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'variants-'))
  const svg = path.join(directory, 'art-100x50.svg')
  writeFileSync(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><rect width="100" height="50" fill="#0B6E4F"/></svg>',
  )

  it('draws a vector image at exactly the width asked for, in the format asked for', async () => {
    const bytes = await renderVariant(svg, {...request, width: 640, format: 'avif'})
    expect(await sharp(bytes).metadata()).toMatchObject({format: 'heif', width: 640, height: 320})
  })

  it('never enlarges a bitmap (fit=max), and keeps what it drew', async () => {
    const png = path.join(directory, 'photo-200x100.png')
    await sharp({create: {width: 200, height: 100, channels: 3, background: '#F6F8F7'}})
      .png()
      .toFile(png)
    const larger = await renderVariant(png, {...request, width: 640, format: 'webp'})
    expect(await sharp(larger).metadata()).toMatchObject({format: 'webp', width: 200, height: 100})
    const smaller = await renderVariant(png, {...request, width: 128})
    expect(await sharp(smaller).metadata()).toMatchObject({format: 'png', width: 128, height: 64})
    expect(await renderVariant(png, {...request, width: 128})).toBe(smaller)
  })
})

describe('pixelsOf', () => {
  it('counts the pixels a variant is drawn with, from the size in the file name', () => {
    const wide = {...request, width: 1920}
    expect(pixelsOf('/images/abc-390x800.svg', wide)).toBe(1920 * 3939)
    expect(pixelsOf('/images/abc-1200x800.png', wide)).toBe(1200 * 800)
    expect(pixelsOf('/images/abc-1200x800.png', {...wide, width: 640})).toBe(640 * 427)
    // A vector cut to a quarter of its width is drawn whole at four times that width.
    const rect = {left: 0, top: 0, width: 100, height: 200}
    expect(pixelsOf('/images/abc-400x200.svg', {...request, width: 64, rect})).toBe(256 * 128)
  })
})

describe('renderVariant: a crop is the crop', () => {
  // Four quadrants of different colours: a cut shows which part of the image it took.
  const directory = mkdtempSync(path.join(tmpdir(), 'variants-crop-'))
  const quadrants = path.join(directory, 'quadrants-400x200.svg')
  writeFileSync(
    quadrants,
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
      <rect width="200" height="100" fill="#ff0000"/><rect x="200" width="200" height="100" fill="#00ff00"/>
      <rect y="100" width="200" height="100" fill="#0000ff"/><rect x="200" y="100" width="200" height="100" fill="#ffff00"/>
    </svg>`,
  )
  const colourAt = async (bytes: Buffer | undefined, x: number, y: number) => {
    const {data, info} = await sharp(bytes).raw().toBuffer({resolveWithObject: true})
    const at = (y * info.width + x) * info.channels
    return [data[at], data[at + 1], data[at + 2]]
  }

  it('rect takes the part of the image it names, at the width asked for', async () => {
    const bytes = await renderVariant(quadrants, {
      ...request,
      width: 128,
      rect: {left: 200, top: 100, width: 200, height: 100},
    })
    expect(await sharp(bytes).metadata()).toMatchObject({width: 128, height: 64})
    expect(await colourAt(bytes, 64, 32)).toEqual([255, 255, 0])
  })

  it('fit=crop with crop=focalpoint cuts w × h around the focal point', async () => {
    const bytes = await renderVariant(quadrants, {
      ...request,
      fit: 'crop',
      width: 64,
      height: 128,
      crop: 'focalpoint',
      focalPoint: {x: 1, y: 0.5},
    })
    expect(await sharp(bytes).metadata()).toMatchObject({width: 64, height: 128})
    // The right-most 100 × 200: green above, yellow below.
    expect(await colourAt(bytes, 32, 10)).toEqual([0, 255, 0])
    expect(await colourAt(bytes, 32, 118)).toEqual([255, 255, 0])
  })
})

/** @jest-environment node */
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import {parseVariantRequest, pixelsOf, renderVariant} from './variants'

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const parse = (query: string, accept: string | null = CHROME_ACCEPT, extension = 'svg') =>
  parseVariantRequest(new URLSearchParams(query), {extension, accept})

describe('parseVariantRequest', () => {
  it('wants the original when the URL has no parameters', () => {
    expect(parse('')).toBeNull()
  })

  it('reads what the loader sends, picking the smallest format the browser takes', () => {
    expect(parse('w=640&q=75&auto=format&fit=max')).toEqual({width: 640, quality: 75, format: 'avif'})
    expect(parse('w=640&auto=format', 'image/webp,*/*')).toEqual({width: 640, quality: 75, format: 'webp'})
    expect(parse('w=640&auto=format', '*/*')).toEqual({width: 640, quality: 75, format: 'png'})
    expect(parse('w=640&auto=format', '*/*', 'jpg')).toEqual({width: 640, quality: 75, format: 'jpg'})
    expect(parse('w=640&fm=webp')).toEqual({width: 640, quality: 75, format: 'webp'})
  })

  it.each([
    ['w=641', '"w" must be one of'],
    ['q=75', '"w" must be one of'],
    ['w=640&q=0', '"q" must be one of 75'],
    ['w=640&q=74', '"q" must be one of 75'],
    ['w=640&q=7.5', '"q" must be one of 75'],
    ['w=640&fit=crop', '"fit" can only be "max"'],
    ['w=640&auto=compress', '"auto" can only be "format"'],
    ['w=640&fm=gif', '"fm" must be one of'],
    ['w=640&blur=20', 'unknown parameter "blur"'],
  ])('refuses %s, naming the parameter', (query, message) => {
    expect(parse(query)).toEqual({error: expect.stringContaining(message)})
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
    const bytes = await renderVariant(svg, {width: 640, quality: 75, format: 'avif'})
    expect(await sharp(bytes).metadata()).toMatchObject({format: 'heif', width: 640, height: 320})
  })

  it('never enlarges a bitmap (fit=max), and keeps what it drew', async () => {
    const png = path.join(directory, 'photo-200x100.png')
    await sharp({create: {width: 200, height: 100, channels: 3, background: '#F6F8F7'}})
      .png()
      .toFile(png)
    const larger = await renderVariant(png, {width: 640, quality: 75, format: 'webp'})
    expect(await sharp(larger).metadata()).toMatchObject({format: 'webp', width: 200, height: 100})
    const smaller = await renderVariant(png, {width: 128, quality: 75, format: 'png'})
    expect(await sharp(smaller).metadata()).toMatchObject({format: 'png', width: 128, height: 64})
    expect(await renderVariant(png, {width: 128, quality: 75, format: 'png'})).toBe(smaller)
  })
})

describe('pixelsOf', () => {
  it('counts the pixels a variant is drawn with, from the size in the file name', () => {
    const request = {width: 1920, quality: 75, format: 'avif'} as const
    expect(pixelsOf('/images/abc-390x800.svg', request)).toBe(1920 * 3938)
    expect(pixelsOf('/images/abc-1200x800.png', request)).toBe(1200 * 800)
    expect(pixelsOf('/images/abc-1200x800.png', {...request, width: 640})).toBe(640 * 427)
  })
})

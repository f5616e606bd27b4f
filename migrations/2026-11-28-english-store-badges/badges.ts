import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import path from 'node:path'

/**
 * The site's own store badges: the Spanish files the first snapshot came with (content/images), by
 * their asset, and the English file drawn to stand beside each (this folder, the same 180 × 54 badge
 * with the store's English words: «Download on the App Store», «GET IT ON Google Play»).
 */
export const BADGES = [
  {
    field: 'appStoreBadge',
    spanishAsset: 'image-fa5b4516a5a232d44a2e44d80d4705e9c126b024-180x54-svg',
    englishFile: 'app-store-en.svg',
  },
  {
    field: 'googlePlayBadge',
    spanishAsset: 'image-d11c2640cc93997a55ded49c70410a0bb22c1263-180x54-svg',
    englishFile: 'google-play-en.svg',
  },
] as const

export type Badge = (typeof BADGES)[number]

/** An English badge's bytes, as uploaded. */
export const badgeFile = (badge: Badge) => readFileSync(path.join(__dirname, badge.englishFile))

/**
 * The id the Content Lake gives an uploaded image: `image-<sha1>-<width>x<height>-<format>`, the
 * SVG's size read from its root element. What a dry run names, uploading nothing.
 */
export function badgeAssetId(badge: Badge) {
  const bytes = badgeFile(badge)
  const svg = bytes.toString('utf8')
  const [, width, height] = /<svg\b[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg) ?? []
  if (!width || !height) throw new Error(`${badge.englishFile}: its <svg> has no width and height in pixels`)
  return `image-${createHash('sha1').update(bytes).digest('hex')}-${width}x${height}-svg`
}

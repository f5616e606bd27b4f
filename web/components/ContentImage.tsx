'use client'

import {getImageProps} from 'next/image'
import {preload as preloadResource} from 'react-dom'
import type {ImageData} from '@/lib/images/imageData'
import {framedImage, type ImageSlot} from '@/lib/images/imageUrl'

type Props = {
  image: ImageData | null | undefined
  /** How wide the image is drawn, for the browser to pick a size (CSS `sizes` syntax). */
  sizes: string
  /** The widest the slot is ever drawn, in CSS pixels: the srcset offers nothing much wider. */
  maxWidth: number
  /**
   * When it is fetched. `lazy` (the default): as it comes near. `eager`: with the page. `lcp`: with
   * the page, preloaded at high priority, ahead of the page's scripts: only the largest image of
   * the first screen, so that nothing else competes with it.
   */
  loading?: 'lazy' | 'eager' | 'lcp'
  /**
   * For an eager image: also preloaded (at normal priority) where this media query matches, i.e.
   * on the layouts that draw it in the first screen.
   */
  preloadWhere?: string
  /** Overrides the content's alt text, e.g. the sponsor's name. */
  alt?: string
  className?: string
  /** A slot of fixed shape (in pixels at its largest): the picture is cut to it around the focal point. */
  slot?: ImageSlot
  /**
   * The picture itself as a `data:` URL (web/lib/images/inlineArt.ts), drawn from the HTML with no
   * request: no srcset and no preload then. Only for a small SVG drawn as the content holds it.
   */
  inlineSrc?: string | null
}

/**
 * An image from content as the editor framed it (crop, focal point), with its intrinsic size so
 * the page does not shift while it loads.
 * next/image's own component offers every configured width at or above the smallest the `sizes`
 * ask for; in the HTML that is a dozen long URLs per image, most of them wider than the slot can
 * ever draw. This one takes next/image's props and keeps the srcset to what the slot can use.
 */
export function ContentImage({
  image,
  sizes,
  maxWidth,
  loading = 'lazy',
  preloadWhere,
  alt,
  className,
  slot,
  inlineSrc,
}: Props) {
  const framed = framedImage(image, slot)
  if (!framed) return null
  // What the img says of the picture, wherever its bytes come from.
  const drawn = {
    width: framed.width,
    height: framed.height,
    alt: alt ?? image?.alt ?? '',
    loading: loading === 'lazy' ? 'lazy' : 'eager',
  } as const
  // eslint-disable-next-line @next/next/no-img-element -- the picture is in its src: nothing to fetch or size
  if (inlineSrc) return <img src={inlineSrc} {...drawn} alt={drawn.alt} className={className} />
  const {props} = getImageProps({
    src: framed.src,
    ...drawn,
    sizes,
    fetchPriority: loading === 'lcp' ? 'high' : undefined,
  })
  const candidates = withinSlot(props.srcSet ?? '', maxWidth)
  const srcSet = candidates.map(({url, width}) => `${url} ${width}w`).join(', ')
  const src = candidates.at(-1)?.url ?? props.src
  if (loading === 'lcp' || (loading === 'eager' && preloadWhere)) {
    preloadResource(src, {
      as: 'image',
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: loading === 'lcp' ? 'high' : undefined,
      media: loading === 'lcp' ? undefined : preloadWhere,
    })
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's props, with a shorter srcset
  return <img {...props} alt={props.alt} src={src} srcSet={srcSet} className={className} />
}

/**
 * The srcset's candidates up to the first that covers the slot's widest drawing on a 2× screen
 * (a 3× screen gets 2× too: the eye cannot tell them apart at a phone's distance).
 */
function withinSlot(srcSet: string, maxWidth: number) {
  // The loader's URLs hold no ", " (web/lib/images/loader.ts).
  const candidates = srcSet
    .split(', ')
    .filter(Boolean)
    .map((candidate) => {
      const [url, descriptor] = candidate.split(' ')
      return {url: url!, width: Number.parseInt(descriptor!, 10)}
    })
  const enough = candidates.find((candidate) => candidate.width >= 2 * maxWidth) ?? candidates.at(-1)
  return candidates.filter((candidate) => candidate.width <= (enough?.width ?? 0))
}

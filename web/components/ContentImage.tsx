import type {ImageData} from '@/lib/images/imageData'
import {framedImage, type ImageSlot} from '@/lib/images/imageUrl'
import {ContentPicture} from './ContentImage.client'

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
 * The framing is worked out here, on the server: the browser gets one URL and a size per image,
 * not the editor's asset reference, crop and hotspot, nor Sanity's URL builder to read them.
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
  const text = alt ?? image?.alt ?? ''
  if (inlineSrc) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the picture is in its src: nothing to fetch or size
      <img
        src={inlineSrc}
        width={framed.width}
        height={framed.height}
        alt={text}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        className={className}
      />
    )
  }
  // Props left out rather than undefined: the page data spells out each undefined one.
  const optional = {...(preloadWhere && {preloadWhere}), ...(className && {className})}
  return (
    <ContentPicture picture={framed} alt={text} sizes={sizes} maxWidth={maxWidth} loading={loading} {...optional} />
  )
}

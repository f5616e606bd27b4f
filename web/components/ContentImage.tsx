import Image from 'next/image'
import type {ImageData} from '@/lib/images/imageData'
import {framedImage, type ImageSlot} from '@/lib/images/imageUrl'

type Props = {
  image: ImageData | null | undefined
  /** How wide the image is drawn, for the browser to pick a size (CSS `sizes` syntax). */
  sizes: string
  /** Above the fold: load at once and preload. */
  priority?: boolean
  /** Overrides the content's alt text, e.g. the sponsor's name. */
  alt?: string
  className?: string
  /** A slot of fixed shape (in pixels at its largest): the picture is cut to it around the focal point. */
  slot?: ImageSlot
}

/**
 * An image from content as the editor framed it (crop, focal point), with its intrinsic size so
 * the page does not shift while it loads.
 */
export function ContentImage({image, sizes, priority = false, alt, className, slot}: Props) {
  const framed = framedImage(image, slot)
  if (!framed) return null
  return (
    <Image
      src={framed.src}
      width={framed.width}
      height={framed.height}
      alt={alt ?? image?.alt ?? ''}
      sizes={sizes}
      priority={priority}
      // The first screen's images load before the page's scripts, whatever their position.
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}

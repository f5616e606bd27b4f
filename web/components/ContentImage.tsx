import Image from 'next/image'
import type {ImageData} from '@/lib/images/imageData'

type Props = {
  image: ImageData | null | undefined
  /** How wide the image is drawn, for the browser to pick a size (CSS `sizes` syntax). */
  sizes: string
  /** Above the fold: load at once and preload. */
  priority?: boolean
  /** Overrides the content's alt text, e.g. the sponsor's name. */
  alt?: string
  className?: string
}

/** An image from content, with its intrinsic size so the page does not shift while it loads. */
export function ContentImage({image, sizes, priority = false, alt, className}: Props) {
  if (!image?.src || !image.width || !image.height) return null
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ''}
      sizes={sizes}
      priority={priority}
      // The first screen's images load before the page's scripts, whatever their position.
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}

'use client'

import {getImageProps} from 'next/image'
import {preload as preloadResource} from 'react-dom'
import type {FramedImage} from '@/lib/images/imageUrl'

type PictureProps = {
  /** The picture the editor framed (ContentImage works it out on the server). */
  picture: FramedImage
  alt: string
  sizes: string
  maxWidth: number
  loading: 'lazy' | 'eager' | 'lcp'
  preloadWhere?: string
  className?: string
}

/**
 * The srcset is made here, in the browser, from the one framed URL: as server-rendered markup it
 * would travel twice, in the HTML and again in the page data (every candidate URL of every image).
 */
export function ContentPicture({picture, alt, sizes, maxWidth, loading, preloadWhere, className}: PictureProps) {
  const {props} = getImageProps({
    src: picture.src,
    width: picture.width,
    height: picture.height,
    alt,
    loading: loading === 'lazy' ? 'lazy' : 'eager',
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

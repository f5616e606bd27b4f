/** The image shape every query projects: URL, intrinsic size and the text read in its place. */
export type ImageData = {
  src: string | null
  width: number | null
  height: number | null
  alt?: string | null
}

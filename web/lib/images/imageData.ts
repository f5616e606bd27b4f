/**
 * The image shape every query projects: URL, intrinsic size, the text read in its place, and
 * what the editor set in the Studio (the asset reference, crop and hotspot), which
 * ./imageUrl.ts turns into the URL of the picture the editor framed.
 */
export type ImageData = {
  // Absent when an optional image has no file (schemas/site/fragments.ts, localizedImage).
  src?: string | null
  width?: number | null
  height?: number | null
  alt?: string | null
  assetRef?: string | null
  crop?: {top?: number | null; bottom?: number | null; left?: number | null; right?: number | null} | null
  hotspot?: {x?: number | null; y?: number | null; width?: number | null; height?: number | null} | null
}

/**
 * The media type of each kind of file the servers here send: the site (snapshot images, the
 * build's scripts and stylesheets) and the local lake (images, the built Studio). Scripts and
 * stylesheets carry the type Next gives them, so an answer does not depend on who serves it.
 */
const MEDIA_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  tiff: 'image/tiff',
  ico: 'image/x-icon',
  html: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  woff2: 'font/woff2',
}

/** What any other file is sent as. */
export const UNKNOWN_MEDIA_TYPE = 'application/octet-stream'

/** The media type of a file name's extension (`photo.jpg`, `.jpg` or `jpg`); undefined when unknown. */
export function mediaTypeOf(fileNameOrExtension: string): string | undefined {
  const extension = fileNameOrExtension.slice(fileNameOrExtension.lastIndexOf('.') + 1).toLowerCase()
  return Object.hasOwn(MEDIA_TYPES, extension) ? MEDIA_TYPES[extension] : undefined
}

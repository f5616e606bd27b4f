/** Content that cannot be used as it is: the message names the file, document or field at fault. */
export class ContentError extends Error {
  override name = 'ContentError'
}

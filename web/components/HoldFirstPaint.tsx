/**
 * Holds the browser's first paint until it has read the page up to this point. A browser may
 * paint a page it has only partly read, and what it painted then moves as the rest arrives: links
 * pushed aside as their neighbours come in, centred text re-centred as its paragraph grows.
 * `<link rel=expect>` (which React moves into <head>) names an element and blocks rendering until
 * the parser reaches it. The target is an empty element, so "reached" and "read whole" are the
 * same moment. Chromium honours it; other browsers paint as they did.
 */
export function HoldFirstPaintUntilHere({id}: {id: string}) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      <span id={id} hidden />
    </>
  )
}

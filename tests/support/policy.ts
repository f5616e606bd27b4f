import {createHash} from 'node:crypto'

/**
 * Reading a page's Content-Security-Policy in tests, apart from the server's own code: the hash
 * sources of the scripts a page runs inline, found with a pattern of their own (not the server's
 * parser), and a directive's sources.
 */

/** `<script>` elements without `src`, but JSON-LD's data blocks: Next's pages have no others. */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes!) || /type="application\/ld\+json"/.test(attributes!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`)
  }
  return hashes
}

/** The sources of a directive of `policy`, or undefined when it has none. */
export const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1)

/** The hash sources of a policy's script-src. */
export const scriptHashesOf = (policy: string) =>
  new Set(directive(policy, 'script-src')?.filter((source) => source.startsWith("'sha256-")))

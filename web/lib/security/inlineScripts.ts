import {createHash} from 'node:crypto'

/**
 * The inline scripts of an HTML page, found the way a browser's parser finds them, and the hash
 * sources that name them in a Content-Security-Policy (docs/security.md). The production server
 * (web/server/pageVersions.ts) reads each version of a page once with it.
 *
 * Only what a browser would run is named: a `<script>` without `src` whose type makes it a classic
 * script, a module, an import map or speculation rules (HTML's "prepare the script element").
 * Data blocks (JSON-LD's `application/ld+json`, any other type) are never run, and CSP does not
 * govern them: naming them would only let their text run if someone put it in a real script.
 */

/** Elements whose content is text up to their own end tag (HTML's raw text and escapable raw text). */
const TEXT_ELEMENTS = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title'])
/** The JavaScript MIME types of the HTML standard: a script of any of these types runs as a classic script. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])
/** Other types a browser runs, and CSP's script-src governs. */
const OTHER_RUN_TYPES = new Set(['module', 'importmap', 'speculationrules'])

const isSpace = (char: string | undefined) =>
  char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r'
/** After a tag name: a space, `/` or `>` ends it. */
const endsTagName = (char: string | undefined) => isSpace(char) || char === '/' || char === '>'

/** Whether `lower` (the page in lower case) holds `tag` (e.g. `</script`) at `at`, followed by the end of a tag name. */
const tagAt = (lower: string, at: number, tag: string) =>
  lower.startsWith(tag, at) && endsTagName(lower[at + tag.length])

type StartTag = {name: string; attributes: Map<string, string>; end: number}

/** The start tag at `at` (just past its `<`): its name, attributes (first of each name wins) and where it ends. */
function readStartTag(html: string, at: number): StartTag {
  let index = at
  while (index < html.length && !endsTagName(html[index])) index++
  const name = html.slice(at, index).toLowerCase()
  const attributes = new Map<string, string>()
  while (index < html.length) {
    const char = html[index]
    if (char === '>') return {name, attributes, end: index + 1}
    if (isSpace(char) || char === '/') {
      index++
      continue
    }
    const nameStart = index
    // An attribute's name: a `=` may open it (a parse error), never end it.
    index++
    while (index < html.length && !endsTagName(html[index]) && html[index] !== '=') index++
    const attribute = html.slice(nameStart, index).toLowerCase()
    while (isSpace(html[index])) index++
    let value = ''
    if (html[index] === '=') {
      index++
      while (isSpace(html[index])) index++
      const quote = html[index]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1)
        const end = close === -1 ? html.length : close
        value = html.slice(index + 1, end)
        index = end + 1
      } else {
        const start = index
        while (index < html.length && !isSpace(html[index]) && html[index] !== '>') index++
        value = html.slice(start, index)
      }
    }
    if (!attributes.has(attribute)) attributes.set(attribute, value)
  }
  return {name, attributes, end: html.length}
}

/**
 * Where a script's text ends (the index of its `</script`), past the `<!--` … `<script>` …
 * `</script>` escapes of HTML's script data states, which keep a `</script>` from closing it.
 */
function scriptTextEnd(lower: string, from: number): number {
  let state: 'data' | 'escaped' | 'doubleEscaped' = 'data'
  let index = from
  while (index < lower.length) {
    if (state === 'data') {
      const next = lower.indexOf('<', index)
      if (next === -1) return lower.length
      index = next
      if (lower.startsWith('<!--', index)) {
        state = 'escaped'
        // The comment opener's dashes count towards a `-->` (`<!-->` closes it at once).
        index += 2
      } else if (tagAt(lower, index, '</script')) return index
      else index++
    } else if (lower.startsWith('-->', index)) {
      state = 'data'
      index += 3
    } else if (state === 'escaped' && tagAt(lower, index, '</script')) return index
    else if (state === 'escaped' && tagAt(lower, index, '<script')) {
      state = 'doubleEscaped'
      index += '<script'.length
    } else if (state === 'doubleEscaped' && tagAt(lower, index, '</script')) {
      state = 'escaped'
      index += '</script'.length
    } else index++
  }
  return lower.length
}

/** Whether a browser runs a script with these attributes (HTML's "prepare the script element"). */
function runs(attributes: Map<string, string>): boolean {
  if (attributes.has('src')) return false
  const type = attributes.get('type')
  const language = attributes.get('language')
  let kind: string
  if (type === undefined) kind = language === undefined || language === '' ? '' : `text/${language}`
  else kind = type
  kind = kind.trim().toLowerCase()
  return kind === '' || JAVASCRIPT_TYPES.has(kind) || OTHER_RUN_TYPES.has(kind)
}

/** The text a browser reads: its parser turns CR LF and lone CRs into LF, and NUL into U+FFFD. */
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n').replaceAll('\0', '\uFFFD')

/** The texts of the inline scripts a browser would run in `html`, in document order. */
export function runnableInlineScripts(html: string): string[] {
  // Tag names are matched in any case of their ASCII letters, as HTML does; every index stays in place.
  const lower = html.replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
  const scripts: string[] = []
  let index = 0
  while (index < html.length) {
    const open = html.indexOf('<', index)
    if (open === -1) break
    const next = html[open + 1]
    if (html.startsWith('<!--', open)) {
      // Up to the first `-->`, which may share the opener's dashes: `<!-->` is a whole comment.
      const end = html.indexOf('-->', open + 2)
      index = end === -1 ? html.length : end + 3
    } else if (next === '!' || next === '?' || next === '/') {
      // A doctype, a bogus comment or an end tag: up to the next `>`.
      const end = html.indexOf('>', open)
      index = end === -1 ? html.length : end + 1
    } else if (next !== undefined && /[a-zA-Z]/.test(next)) {
      const tag = readStartTag(html, open + 1)
      index = tag.end
      if (tag.name === 'script') {
        const end = scriptTextEnd(lower, index)
        if (runs(tag.attributes)) scripts.push(asParsed(html.slice(index, end)))
        index = end
      } else if (TEXT_ELEMENTS.has(tag.name)) {
        index = textEnd(lower, index, `</${tag.name}`)
      }
    } else index = open + 1
  }
  return scripts
}

/** Where the text of a raw text element ends: at its own end tag, in any case. */
function textEnd(lower: string, from: number, closing: string): number {
  for (let at = lower.indexOf(closing, from); at !== -1; at = lower.indexOf(closing, at + 1)) {
    if (endsTagName(lower[at + closing.length])) return at
  }
  return lower.length
}

/** A CSP hash source for a script's text: `'sha256-…'` over its UTF-8 bytes. */
export const scriptHashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The hash sources of the scripts `html` runs inline, each once, in document order. */
export const inlineScriptHashes = (html: string) => [...new Set(runnableInlineScripts(html).map(scriptHashSource))]

import type {LakeDocument} from './documents'

/**
 * Content Source Maps, as the Content Lake answers a query with `resultSourceMap`: for each string
 * of the result, the document and the field it was read from. `@sanity/client` turns them into
 * stega (invisible characters in each string naming its document and field), which the
 * Presentation tool's overlays read to open that field when an editor clicks the text.
 *
 * groq-js has no source maps, so the lake finds the sources by running the query a second time
 * over a copy of the documents in which every string ends with a marker of its own: a string of
 * the second result that is a string of the first plus one marker, and that field's whole value,
 * was read unchanged from the field that marker names. Strings the query may compare (ids, types, slugs, languages, dates,
 * URLs) are never marked, so the second run selects what the first did; strings a query builds
 * (concatenations) carry no single marker and are not mapped, as with the Content Lake.
 */
export type ContentSourceMap = {
  documents: Array<{_id: string; _type: string}>
  paths: string[]
  mappings: Record<string, {type: 'value'; source: {type: 'documentValue'; document: number; path: number}}>
}

/** How array items are named in the source paths: by `_key` where they have one, or by index. */
export type ArraySelector = 'key' | 'index'

type Segment = string | number | {_key: string}
type Origin = {document: {_id: string; _type: string}; path: Segment[]; value: string}

// Private-use characters: never in content, and kept as they are by every GROQ string function.
const MARKER_START = '\uE000'
const MARKER_END = '\uE001'
const MARKED = /^([\s\S]*)\uE000(\d+)\uE001$/
const NOT_CONTENT = /^(\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|[a-z][a-z+.-]*:\S*|\/\S*)$/i
const COMPARED_FIELDS = new Set(['slug', 'language', 'lang', 'locale'])

/** The documents with each content string marked, and what each marker names. */
export function markStrings(documents: LakeDocument[], arraySelector: ArraySelector) {
  const origins: Origin[] = []
  const marked = documents.map((document) => {
    const source = {_id: String(document._originalId ?? document._id), _type: String(document._type)}
    const mark = (value: unknown, path: Segment[]): unknown => {
      if (typeof value === 'string') {
        if (NOT_CONTENT.test(value)) return value
        origins.push({document: source, path, value})
        return `${value}${MARKER_START}${origins.length - 1}${MARKER_END}`
      }
      if (Array.isArray(value)) {
        return value.map((item, index) => {
          const key = (item as {_key?: unknown} | null)?._key
          const segment = arraySelector === 'key' && typeof key === 'string' ? {_key: key} : index
          return mark(item, [...path, segment])
        })
      }
      if (typeof value === 'object' && value !== null) {
        return Object.fromEntries(
          Object.entries(value).map(([key, field]) => [
            key,
            key.startsWith('_') || COMPARED_FIELDS.has(key) ? field : mark(field, [...path, key]),
          ]),
        )
      }
      return value
    }
    return mark(document, []) as LakeDocument
  })
  return {marked, origins}
}

/**
 * The source map of `result`, from the same query's result over the marked documents: a string
 * is mapped where the marked result holds the same string plus one marker, at the same place.
 */
export function sourceMapOf(result: unknown, markedResult: unknown, origins: Origin[]): ContentSourceMap {
  const map: ContentSourceMap = {documents: [], paths: [], mappings: {}}
  const documentIndex = new Map<string, number>()
  const pathIndex = new Map<string, number>()
  const indexOf = <T>(list: T[], index: Map<string, number>, key: string, item: T) => {
    if (!index.has(key)) index.set(key, list.push(item) - 1)
    return index.get(key)!
  }
  const walk = (value: unknown, markedValue: unknown, resultPath: Array<string | number>) => {
    if (typeof value === 'string') {
      const match = typeof markedValue === 'string' ? MARKED.exec(markedValue) : null
      const origin = match && match[1] === value ? origins[Number(match[2])] : undefined
      // The field's whole value, unchanged: not a string built around it.
      if (origin?.value !== value) return
      const document = indexOf(map.documents, documentIndex, origin.document._id, origin.document)
      const sourcePath = jsonPath(origin.path)
      const path = indexOf(map.paths, pathIndex, sourcePath, sourcePath)
      map.mappings[jsonPath(resultPath)] = {type: 'value', source: {type: 'documentValue', document, path}}
    } else if (Array.isArray(value)) {
      if (!Array.isArray(markedValue) || markedValue.length !== value.length) return
      value.forEach((item, index) => walk(item, markedValue[index], [...resultPath, index]))
    } else if (typeof value === 'object' && value !== null) {
      if (typeof markedValue !== 'object' || markedValue === null || Array.isArray(markedValue)) return
      for (const [key, field] of Object.entries(value)) {
        walk(field, (markedValue as Record<string, unknown>)[key], [...resultPath, key])
      }
    }
  }
  walk(result, markedResult, [])
  return map
}

const ESCAPES: Record<string, string> = {'\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\'}

/** A path as Content Source Maps write it: `$['body'][?(@._key=='a1')]['children'][0]['text']`. */
function jsonPath(path: Segment[]) {
  const quote = (text: string) => text.replace(/[\f\n\r\t'\\]/g, (character) => ESCAPES[character] ?? character)
  return `$${path
    .map((segment) => {
      if (typeof segment === 'number') return `[${segment}]`
      if (typeof segment === 'string') return `['${quote(segment)}']`
      return `[?(@._key=='${quote(segment._key)}')]`
    })
    .join('')}`
}

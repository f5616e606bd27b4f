/**
 * The words two versions of a text do not share, for «Antes / Ahora»: a long answer where one word
 * changed shows that word, not the whole answer as changed. Words are compared as written (spacing
 * kept in the parts), by their longest common run.
 */

/** A run of words of one side: unchanged, or changed (removed from «Antes», added in «Ahora»). */
export type Part = {text: string; changed: boolean}

export type WordDiff = {before: Part[]; now: Part[]}

/** Beyond this many word pairs the texts are shown whole as changed, rather than compared. */
const MAX_PAIRS = 4_000_000

/** The words of a text, each with the spacing after it, so joined they give the text back. */
const wordsOf = (text: string) => text.match(/\S+\s*|\s+/g) ?? []

/** Joins neighbouring parts of the same kind, so a changed phrase is one run. */
function joined(parts: Part[]): Part[] {
  const runs: Part[] = []
  for (const part of parts) {
    const last = runs.at(-1)
    if (last && last.changed === part.changed) last.text += part.text
    else runs.push({...part})
  }
  return runs
}

/** What each side of a change has that the other has not, word by word. */
export function wordDiff(before: string, now: string): WordDiff {
  const a = wordsOf(before)
  const b = wordsOf(now)
  const key = (word: string) => word.trim()
  if (a.length * b.length > MAX_PAIRS) {
    return {before: joined([{text: before, changed: true}]), now: joined([{text: now, changed: true}])}
  }
  // The length of the longest common run of words from each position on (the classic table).
  const width = b.length + 1
  const common = new Uint32Array((a.length + 1) * width)
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        key(a[i]!) === key(b[j]!)
          ? common[(i + 1) * width + j + 1]! + 1
          : Math.max(common[(i + 1) * width + j]!, common[i * width + j + 1]!)
    }
  }
  const left: Part[] = []
  const right: Part[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && key(a[i]!) === key(b[j]!)) {
      left.push({text: a[i++]!, changed: false})
      right.push({text: b[j++]!, changed: false})
    } else if (j < b.length && (i === a.length || common[i * width + j + 1]! >= common[(i + 1) * width + j]!)) {
      right.push({text: b[j++]!, changed: true})
    } else {
      left.push({text: a[i++]!, changed: true})
    }
  }
  return {before: joined(left), now: joined(right)}
}

/** How many unchanged words a long text keeps around each change; the rest is «…». */
const CONTEXT_WORDS = 8

/**
 * A long text with its unchanged stretches shortened to the words around each change, so the
 * changed words are seen at once; a short text stays whole.
 */
export function aroundChanges(parts: Part[]): Part[] {
  return parts.map((part, index) => {
    if (part.changed) return part
    const words = wordsOf(part.text)
    const keepBefore = index > 0 ? CONTEXT_WORDS : 0
    const keepAfter = index < parts.length - 1 ? CONTEXT_WORDS : 0
    if (words.length <= keepBefore + keepAfter + 4) return part
    const head = words.slice(0, keepBefore).join('')
    const tail = keepAfter ? words.slice(-keepAfter).join('') : ''
    const text = !tail ? `${head.trimEnd()}…` : !head ? `…${tail}` : `${head.trimEnd()} … ${tail}`
    return {text, changed: false}
  })
}

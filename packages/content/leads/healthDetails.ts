/**
 * Whether a contact-form message looks like it holds the sender's health details, which Argentina's
 * data-protection law (Ley 25.326) treats as sensitive: the form shows a calm note as the visitor
 * types and the server marks such a lead. Runs in the browser (bundled into the form) and on the
 * server, so it is pure and imports nothing.
 *
 * A condition named alone is not personal ("Somos una clínica con pacientes con diabetes", the
 * FAQ's "Diabetes."): a message matches when, within one sentence, a phrase of the vocabulary
 * occurs, or a personal cue ("tengo", "mi hijo", "I take") is followed by a health term within
 * `HEALTH_WINDOW_WORDS` words. Sentences end at `.` `!` `?` `;` and line breaks; a period followed
 * by a letter or digit ("2.5", "www.habitum.com") does not end one.
 *
 * How to write a vocabulary entry (the legal team edits the lists in the Studio):
 * - An entry is one word or several words separated by spaces. The words must appear in the
 *   message one after the other, in that order: "insuficiencia renal".
 * - A word may end with `*`, which stands for any ending of that word (plural, gender, verb form):
 *   "diabétic*" matches diabético, diabética, diabéticos and diabéticas. Write at least 3 letters
 *   before the `*`.
 * - Upper and lower case and accents do not matter: "diabética" also finds "DIABETICA".
 * - An entry matches whole words only: "asma" does not find "plasma", "mi" does not find "mientras".
 * - Hyphens and apostrophes separate words, in the entry and in the message alike: "covid-19" and
 *   "covid 19" are the same entry and both find "COVID-19" and "covid 19"; "i'm" finds "I'm", "I’m"
 *   and "I m".
 * - Only letters, digits, spaces, apostrophes, hyphens and `*`; at most 6 words and 60 characters.
 */

/** The three lists the legal team edits in the Studio; see the module's comment for how to write an entry. */
export type HealthVocabulary = {
  /**
   * Health words: conditions, medications, pregnancy, diagnoses, measurements
   * ("diabetes", "diabétic*", "insulin*", "embarazad*", "pregnan*").
   */
  terms: readonly string[]
  /**
   * Personal cues that make a following term the sender's (or a relative's) health: "tengo", "padezco",
   * "estoy", "soy", "tomo", "mi", "mis", "mi hij*", "i have", "i'm", "i am", "i take", "my".
   */
  cues: readonly string[]
  /**
   * Phrases that are personal health details on their own: "me diagnosticaron", "fui diagnosticad*",
   * "estoy embarazad*", "diagnosed with", "i was diagnosed", "i'm pregnant".
   */
  phrases: readonly string[]
}

/** A term counts when it starts within this many words after a cue ends: "I have type 2 diabetes". */
export const HEALTH_WINDOW_WORDS = 4

const MAX_ENTRY_WORDS = 6
const MAX_ENTRY_LENGTH = 60
const MIN_PREFIX_LENGTH = 3

const ENTRY_PROBLEMS = {
  empty: 'Escriba una palabra o frase',
  misplacedStar: 'El * va al final de una palabra: diabétic*',
  shortPrefix: `Con * hacen falta al menos ${MIN_PREFIX_LENGTH} letras antes: embarazad*`,
  characters: 'Use solo letras, números, espacios, apóstrofos y guiones',
  tooManyWords: `Como mucho ${MAX_ENTRY_WORDS} palabras`,
  tooLong: `Como mucho ${MAX_ENTRY_LENGTH} caracteres`,
} as const

/**
 * Cyrillic and Greek letters that look like Latin ones, each written before the Latin letter it
 * reads as, so that a mixed-script "diаbetes" (with a Cyrillic а) still reads "diabetes"; and the
 * apostrophes Unicode counts as letters (ʼ ʻ ʹ), read as ' so that they separate words as ' and ’ do.
 */
const LOOKALIKE_PAIRS = [
  'аa еe оo рp сc уy хx іi јj ѕs ԁd ӏl АA ЕE ОO РP СC УY ХX ІI ЈJ ЅS ԀD ӀI ВB НH КK МM ТT',
  'οo αa εe ιi κk νv ρp τt υu χx ΟO ΑA ΕE ΙI ΚK ΝN ΡP ΤT ΥY ΧX ΒB ΗH ΜM ΖZ',
  "ʼ' ʻ' ʹ'",
].flatMap((pairs) => pairs.split(' '))
const LATIN_READING = new Map(LOOKALIKE_PAIRS.map((pair) => [pair[0]!, pair[1]!]))
const LOOKALIKE = new RegExp(`[${[...LATIN_READING.keys()].join('')}]`, 'gu')
const MARKS_AND_INVISIBLES = /[\p{M}\p{Cf}]/gu

/**
 * The form entries and messages are compared in: compatibility-decomposed (NFKD), without accents
 * and other combining marks, without invisible format characters (zero-width spaces and joiners,
 * soft hyphens, bidi controls), with Cyrillic and Greek look-alikes read as Latin, lower-cased.
 */
export function normalizeForMatching(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS_AND_INVISIBLES, '')
    .replace(LOOKALIKE, (letter) => LATIN_READING.get(letter) ?? letter)
    .toLowerCase()
}

/**
 * One pass over a normalized message: a number with decimals or thousands ("2.5", "2,5", "10.000")
 * is one word; a run of letters and digits is a word; the rest are sentence ends, or nothing.
 * No alternative can backtrack past the run it starts on, so the pass is linear.
 */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{N}]+|[!?;\n\r\v\f\u0085\u2028\u2029]|\.(?![\p{L}\p{N}])/gu
const WORD_START = /^[\p{L}\p{N}]/u
const ENTRY_WORD = /[\p{L}\p{N}]+/gu

/** The message's sentences, each as its normalized words. */
function sentencesOf(message: string): string[][] {
  const sentences: string[][] = [[]]
  for (const [token] of normalizeForMatching(message).matchAll(TOKEN)) {
    if (WORD_START.test(token)) sentences[sentences.length - 1]!.push(token)
    else if (sentences[sentences.length - 1]!.length > 0) sentences.push([])
  }
  return sentences
}

/** A word of an entry: a whole word, or (written with `*`) the start of one. */
type EntryWord = {text: string; isPrefix: boolean}
type CompiledEntry = readonly EntryWord[]
type ParsedEntry = {words: CompiledEntry; problem?: undefined} | {words?: undefined; problem: string}

const ALLOWED_ENTRY_CHARACTERS = /^[\p{L}\p{M}\p{N}\s'’\-*]*$/u
const STAR_AFTER_LETTER = /^[^*]*[\p{L}\p{M}\p{N}]\*$/u

/** An entry as the words to compare, or why it cannot be used: one reading for the Studio and the detector. */
function parseEntry(entry: string): ParsedEntry {
  if (typeof entry !== 'string' || entry.trim() === '') return {problem: ENTRY_PROBLEMS.empty}
  if (entry.length > MAX_ENTRY_LENGTH) return {problem: ENTRY_PROBLEMS.tooLong}
  if (!ALLOWED_ENTRY_CHARACTERS.test(entry)) return {problem: ENTRY_PROBLEMS.characters}
  const written = entry.trim().split(/\s+/)
  if (written.length > MAX_ENTRY_WORDS) return {problem: ENTRY_PROBLEMS.tooManyWords}
  const words: EntryWord[] = []
  for (const word of written) {
    const isPrefix = word.includes('*')
    if (isPrefix && !STAR_AFTER_LETTER.test(word)) return {problem: ENTRY_PROBLEMS.misplacedStar}
    // A hyphen or apostrophe splits a written word, as it does in messages: "covid-19" is "covid 19".
    const parts = normalizeForMatching(isPrefix ? word.slice(0, -1) : word).match(ENTRY_WORD) ?? []
    parts.forEach((text, index) => words.push({text, isPrefix: isPrefix && index === parts.length - 1}))
    const prefix = words[words.length - 1]
    if (isPrefix && (!prefix?.isPrefix || [...prefix.text].length < MIN_PREFIX_LENGTH)) {
      return {problem: ENTRY_PROBLEMS.shortPrefix}
    }
  }
  return words.length > 0 ? {words} : {problem: ENTRY_PROBLEMS.empty}
}

/** Why an entry cannot be used, in Spanish, or undefined when it is fine. */
export function invalidVocabularyEntry(entry: string): string | undefined {
  return parseEntry(entry).problem
}

/**
 * A list's entries by their first word, so each word of a message is compared only with the entries
 * that can start there: by the whole word, or (for a first word written with `*`) by its first letters.
 */
type EntryIndex = {byWord: Map<string, CompiledEntry[]>; byPrefixStart: Map<string, CompiledEntry[]>}

/** Entries the Studio would refuse are left out, so a list saved some other way never breaks the form. */
function indexEntries(entries: readonly string[] | undefined): EntryIndex {
  const index: EntryIndex = {byWord: new Map(), byPrefixStart: new Map()}
  for (const entry of Array.isArray(entries) ? entries : []) {
    const {words} = parseEntry(entry)
    const first = words?.[0]
    if (!words || !first) continue
    const [map, key] = first.isPrefix
      ? [index.byPrefixStart, first.text.slice(0, MIN_PREFIX_LENGTH)]
      : [index.byWord, first.text]
    map.set(key, [...(map.get(key) ?? []), words])
  }
  return index
}

function wordMatches(entryWord: EntryWord, word: string | undefined): boolean {
  if (word === undefined) return false
  return entryWord.isPrefix ? word.startsWith(entryWord.text) : word === entryWord.text
}

/** Where each entry that starts at `start` ends (the position after its last word). */
function matchEndsAt(index: EntryIndex, words: readonly string[], start: number): number[] {
  const word = words[start]!
  const candidates = [
    ...(index.byWord.get(word) ?? []),
    ...(index.byPrefixStart.get(word.slice(0, MIN_PREFIX_LENGTH)) ?? []),
  ]
  return candidates
    .filter((entry) => entry.every((entryWord, offset) => wordMatches(entryWord, words[start + offset])))
    .map((entry) => start + entry.length)
}

type CompiledVocabulary = {terms: EntryIndex; cues: EntryIndex; phrases: EntryIndex}

/** A phrase, or a term starting within the window after a cue ends, in one sentence. */
function sentenceHasHealthDetails(words: readonly string[], vocabulary: CompiledVocabulary): boolean {
  const cueEnds = new Set<number>()
  const followsCue = (position: number) => {
    for (let distance = 0; distance < HEALTH_WINDOW_WORDS; distance++) {
      if (cueEnds.has(position - distance)) return true
    }
    return false
  }
  for (let position = 0; position < words.length; position++) {
    if (matchEndsAt(vocabulary.phrases, words, position).length > 0) return true
    if (followsCue(position) && matchEndsAt(vocabulary.terms, words, position).length > 0) return true
    for (const end of matchEndsAt(vocabulary.cues, words, position)) cueEnds.add(end)
  }
  return false
}

/**
 * A judge of messages for this vocabulary: true when a message looks like it holds the sender's (or
 * a relative's) health details. The vocabulary is compiled once here, as the form judges the message
 * at every keystroke; the judge never throws, whatever the string.
 */
export function healthDetector(vocabulary: HealthVocabulary): (message: string) => boolean {
  const compiled: CompiledVocabulary = {
    terms: indexEntries(vocabulary?.terms),
    cues: indexEntries(vocabulary?.cues),
    phrases: indexEntries(vocabulary?.phrases),
  }
  return (message) =>
    typeof message === 'string' && sentencesOf(message).some((words) => sentenceHasHealthDetails(words, compiled))
}

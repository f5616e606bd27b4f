import type {InputProps} from 'sanity'

/**
 * What a screen reader hears while an editor reorders a list (a page's sections) with the keyboard.
 * Sanity sorts lists with @dnd-kit, whose announcements are English and name items by their keys
 * («Draggable item alcoPassport was dropped over droppable area alcoSignUp»): Sanity passes none of
 * its own and no config reaches them. The Studio's layout watches @dnd-kit's live region and its
 * hidden instructions and says them again in Spanish, naming each item by its title, before the
 * screen reader reads them (a mutation observer runs before the page is next drawn).
 */

/** Items' titles by key, remembered as the form draws each list (keys are unique per item). */
const titles = new Map<string, string>()

type Item = {_key?: unknown; _type?: unknown; [field: string]: unknown}

const spanishOf = (value: unknown) =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? (value as {es?: unknown}).es : undefined

/** An item's title as its preview shows it: its Spanish heading, title, question or description, else its kind. */
function titleOf(item: Item, kindTitle: string | undefined) {
  for (const field of ['heading', 'title', 'question', 'name', 'label', 'alt']) {
    const text = spanishOf(item[field])
    if (typeof text === 'string' && text.trim()) return text.trim()
  }
  return kindTitle ?? 'elemento'
}

/** Remembers the titles of a list's items, as the form draws it (studio/formInputs.tsx). */
export function rememberItemTitles(props: InputProps) {
  if (props.schemaType.jsonType !== 'array' || !Array.isArray(props.value)) return
  const kinds = (props.schemaType as {of?: Array<{name: string; title?: string}>}).of ?? []
  for (const item of props.value as Item[]) {
    if (!item || typeof item._key !== 'string') continue
    titles.set(item._key, titleOf(item, kinds.find((kind) => kind.name === item._type)?.title))
  }
}

const named = (key: string) => `«${titles.get(key) ?? key}»`

const ANNOUNCEMENTS: ReadonlyArray<[RegExp, (...keys: string[]) => string]> = [
  [
    /^Picked up draggable item (.+)\.$/,
    (item) =>
      `Ha tomado ${named(item!)}. Muévalo con las flechas; suéltelo con la barra espaciadora, o cancele con Escape.`,
  ],
  [
    /^Draggable item (.+) was moved over droppable area (.+)\.$/,
    (item, over) =>
      // Said at once after the pick-up too, over its own place.
      item === over ? `${named(item!)}, en su lugar.` : `${named(item!)}, en el lugar de ${named(over!)}.`,
  ],
  [/^Draggable item (.+) is no longer over a droppable area\.$/, (item) => `${named(item!)} está fuera de la lista.`],
  [
    /^Draggable item (.+) was dropped over droppable area (.+?)\.?$/,
    (item, over) =>
      item === over
        ? `Ha soltado ${named(item!)} en su lugar.`
        : `Ha soltado ${named(item!)} en el lugar de ${named(over!)}.`,
  ],
  [
    /^Dragging was cancelled\. Draggable item (.+) was dropped\.$/,
    (item) => `Movimiento cancelado: ${named(item!)} vuelve a su lugar.`,
  ],
  [/^Draggable item (.+) was dropped\.$/, (item) => `Ha soltado ${named(item!)}.`],
]

const INSTRUCTIONS =
  'Para mover un elemento, pulse la barra espaciadora; después, muévalo con las flechas y pulse de nuevo la barra espaciadora para soltarlo en su nuevo lugar, o Escape para cancelar.'

/** @dnd-kit's English, said in Spanish; undefined for what is already Spanish. */
export function spanishAnnouncement(english: string): string | undefined {
  const text = english.trim()
  if (/^To pick up a draggable item/.test(text)) return INSTRUCTIONS
  for (const [pattern, say] of ANNOUNCEMENTS) {
    const match = pattern.exec(text)
    if (match) return say(...match.slice(1))
  }
  return undefined
}

const ANNOUNCED = /^Dnd(?:LiveRegion|DescribedBy)-/
const SELECTOR = '[id^="DndLiveRegion-"], [id^="DndDescribedBy-"]'

/** One of @dnd-kit's texts in Spanish, in the text node React wrote (React writes the next one there). */
function translate(element: Element) {
  const spanish = spanishAnnouncement(element.textContent ?? '')
  if (!spanish) return
  const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE)
  if (node) node.nodeValue = spanish
  else element.textContent = spanish
}

/**
 * Says @dnd-kit's live region and instructions in Spanish as they change, and its «sortable» role
 * as «elemento que se puede mover» when a handle takes the focus. @dnd-kit draws both texts inside
 * each list it sorts: the nodes the page adds are looked through (not the whole page on each
 * change), then each text found is watched. Returns the stop.
 */
export function sayDragInSpanish(body: HTMLElement): () => void {
  const watched = new Map<Element, MutationObserver>()
  const watch = (element: Element) => {
    if (!ANNOUNCED.test(element.id) || watched.has(element)) return
    translate(element)
    const observer = new MutationObserver(() => translate(element))
    observer.observe(element, {childList: true, subtree: true, characterData: true})
    watched.set(element, observer)
  }
  const watchWithin = (element: Element) => {
    watch(element)
    for (const text of element.querySelectorAll(SELECTOR)) watch(text)
  }
  const bodyObserver = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const added of mutation.addedNodes) if (added instanceof Element) watchWithin(added)
    }
    // Texts no longer on the page (a list closed) are let go.
    for (const [element, observer] of watched) {
      if (!element.isConnected) {
        observer.disconnect()
        watched.delete(element)
      }
    }
  })
  bodyObserver.observe(body, {childList: true, subtree: true})
  watchWithin(body)
  const onFocus = (event: FocusEvent) => {
    const target = event.target
    if (target instanceof Element && target.getAttribute('aria-roledescription') === 'sortable') {
      target.setAttribute('aria-roledescription', 'elemento que se puede mover')
    }
  }
  body.addEventListener('focusin', onFocus)
  return () => {
    bodyObserver.disconnect()
    for (const observer of watched.values()) observer.disconnect()
    body.removeEventListener('focusin', onFocus)
  }
}

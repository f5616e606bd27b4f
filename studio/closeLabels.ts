/**
 * @sanity/ui's dialogs label their close button «Close dialog», read aloud by screen readers (the
 * image browser, «Mostrar uso»…): no prop Sanity passes and no locale string reaches it. The
 * Studio's layout says it in Spanish as each dialog is added to the page (a mutation observer
 * runs before the page is next drawn, so no one hears the English).
 */
const ENGLISH = 'button[aria-label="Close dialog"]'
export const CLOSE_LABEL = 'Cerrar'

const relabel = (button: Element) => button.setAttribute('aria-label', CLOSE_LABEL)

/** Relabels every such button inside an element, and the element itself when it is one. */
function relabelWithin(element: Element) {
  if (element.matches(ENGLISH)) relabel(element)
  element.querySelectorAll(ENGLISH).forEach(relabel)
}

/** Watches `body` for dialogs' close buttons; returns how to stop. */
export function sayCloseInSpanish(body: HTMLElement): () => void {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const added of mutation.addedNodes) if (added instanceof Element) relabelWithin(added)
    }
  })
  observer.observe(body, {childList: true, subtree: true})
  relabelWithin(body)
  return () => observer.disconnect()
}

/**
 * Keyboard model of a horizontal ARIA tab list (WAI-ARIA APG): arrows move and wrap,
 * Home and End jump to the ends. Returns the index to select, or undefined for other keys.
 */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  if (count <= 0) return undefined
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/** Which accordion items are open: a set of ids, toggled one at a time; several may be open. */
export function toggleOpen(open: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(open)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

import {Text} from '@sanity/ui'
import {aroundChanges, wordDiff, type Part} from './wordDiff'

/** Changed words stand out by colour and by a line through («Antes») or under («Ahora»), not colour alone. */
const REMOVED = {background: 'var(--card-badge-critical-bg-color, #fde8e8)', textDecoration: 'line-through'}
const ADDED = {background: 'var(--card-badge-positive-bg-color, #e3f6e8)', textDecoration: 'underline'}

function Words({parts, side}: {parts: Part[]; side: 'before' | 'now'}) {
  return parts.map((part, index) => {
    if (!part.changed) return <span key={index}>{part.text}</span>
    return side === 'before' ? (
      <del key={index} style={REMOVED}>
        {part.text}
      </del>
    ) : (
      <ins key={index} style={ADDED}>
        {part.text}
      </ins>
    )
  })
}

/**
 * «Antes: «…»» and «Ahora: «…»», the changed words marked on each side: the out-of-date English's
 * notice (studio/translation/) and the review's changes (studio/review/) say it the same way.
 * `shorten` leaves a long text's unchanged stretches as «…» around the changes; `missingBefore`
 * says why there is no «Antes» when it is unknown.
 */
export function BeforeNow({
  before,
  now,
  missingBefore,
  shorten = false,
}: {
  before: string | undefined
  now: string
  missingBefore?: string
  shorten?: boolean
}) {
  const diff = before === undefined ? null : wordDiff(before, now)
  const shown = (parts: Part[]) => (shorten ? aroundChanges(parts) : parts)
  const style = {whiteSpace: 'pre-line'} as const
  return (
    <>
      <Text size={1} style={style} data-side="before">
        {diff ? (
          <>
            Antes: «<Words parts={shown(diff.before)} side="before" />»
          </>
        ) : (
          `Antes: ${missingBefore ?? '—'}`
        )}
      </Text>
      <Text size={1} style={style} data-side="now">
        Ahora: «{diff ? <Words parts={shown(diff.now)} side="now" /> : now}»
      </Text>
    </>
  )
}

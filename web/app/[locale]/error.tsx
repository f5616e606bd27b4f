'use client'

import {useEffect} from 'react'
import {getDictionary} from '@/lib/i18n/dictionary'
import {theme} from '@/theme/theme'

const es = getDictionary('es')
const en = getDictionary('en')

/**
 * A failure while showing a page: the error page docs/architecture.md describes, with a way to try again. Styled inline:
 * every page loads this boundary, and it should not bring styling code along (it looks like
 * components/StatusMessage, which server pages use).
 */
export default function ErrorPage({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <div style={{maxWidth: theme.layout.maxWidth, margin: '0 auto', padding: `0 ${theme.layout.gutter}`}}>
      <div
        role="alert"
        style={{
          display: 'grid',
          gap: theme.space.sm,
          padding: `${theme.space.section} 0`,
          color: theme.colors.inkMuted,
        }}
      >
        <h1 style={{fontSize: theme.fontSizes.display, color: theme.colors.ink}}>{es.unexpectedError}</h1>
        {/* Both languages, each saying so: the page's own (<html lang>) is either. */}
        <p lang="es">{es.unexpectedErrorHint}</p>
        <p lang="en">{en.unexpectedErrorHint}</p>
        <p>
          <button type="button" onClick={reset}>
            <span lang="es">Reintentar</span> · <span lang="en">Try again</span>
          </button>
        </p>
      </div>
    </div>
  )
}

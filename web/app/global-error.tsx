'use client'

import {useEffect} from 'react'

/**
 * The last resort: a failure in the root layout itself (content unreadable, say). Self-contained
 * on purpose, since nothing around it (styles, fonts, header) can be trusted to render.
 */
export default function GlobalError({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <html lang="es">
      <body style={{margin: 0, fontFamily: 'system-ui, sans-serif', color: '#0B2530', background: '#FFFFFF'}}>
        <main role="alert" style={{maxWidth: '40rem', margin: '0 auto', padding: '4rem 1.5rem', lineHeight: 1.6}}>
          <h1 style={{fontSize: '2rem', lineHeight: 1.2}}>Unexpected Application Error</h1>
          <p>Algo salió mal al mostrar esta página. Inténtelo de nuevo en unos minutos.</p>
          <p lang="en">Something went wrong while showing this page. Please try again in a few minutes.</p>
          <p>
            <button type="button" onClick={reset} style={{font: 'inherit', padding: '0.5rem 1rem'}}>
              Reintentar · <span lang="en">Try again</span>
            </button>{' '}
            {/* A plain link on purpose: a full page load is what a broken app needs. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" style={{color: '#0B6E5B'}}>
              Inicio · <span lang="en">Home</span>
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}

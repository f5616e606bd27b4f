'use client'

import {useEffect} from 'react'
import {StatusMessage} from '@/components/StatusMessage'
import {getDictionary} from '@/lib/i18n/dictionary'

const es = getDictionary('es')
const en = getDictionary('en')

/** A failure while showing a page: the spec's error page, with a way to try again. */
export default function ErrorPage({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <StatusMessage title={es.unexpectedError} role="alert">
      <p>{es.unexpectedErrorHint}</p>
      <p lang="en">{en.unexpectedErrorHint}</p>
      <p>
        <button type="button" onClick={reset}>
          Reintentar · Try again
        </button>
      </p>
    </StatusMessage>
  )
}

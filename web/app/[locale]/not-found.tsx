import Link from 'next/link'
import {NotAPage} from '@/components/NotAPage.client'
import {StatusMessage} from '@/components/StatusMessage'
import {getDictionary} from '@/lib/i18n/dictionary'

const es = getDictionary('es')
const en = getDictionary('en')

/**
 * Any unknown path: HTTP 404 and the plain NOT FOUND, with a way back. In both languages, since
 * Next gives a not-found page no route parameters; each part says its language, as the page's
 * own (`<html lang>`) is either.
 */
export default function NotFound() {
  return (
    <StatusMessage title={es.notFound}>
      <p lang="es">{es.notFoundHint}</p>
      <p lang="en">{en.notFoundHint}</p>
      <p>
        <Link href="/" lang="es">
          {es.backHome}
        </Link>{' '}
        ·{' '}
        <Link href="/en/" lang="en">
          {en.backHome}
        </Link>
      </p>
      <NotAPage />
    </StatusMessage>
  )
}

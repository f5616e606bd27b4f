import {NotFoundMessage} from '@/components/NotFoundMessage'

/**
 * What a page's notFound() shows (HTTP 404). Addresses that name no page never get here: the proxy
 * answers them with app/[locale]/%5Fmissing, whose HTML Next renders whole, where this boundary's
 * content reaches a browser only through its JavaScript (web/lib/redirects/statusPages.ts). Left
 * for what the proxy cannot tell: an editor's preview, content changed within the last minute.
 */
export default function NotFound() {
  return <NotFoundMessage lang="es" />
}

import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import {NotFoundMessage} from '@/components/NotFoundMessage'
import {getDictionary} from '@/lib/i18n/dictionary'
import {localeFromSegment} from '@/lib/i18n/languages'

type Props = {params: Promise<{locale: string}>}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const locale = localeFromSegment((await params).locale)
  if (!locale) return {}
  return {title: getDictionary(locale.lang).notFound, robots: {index: false, follow: true}}
}

/**
 * What an address that names no page answers with (404, see web/lib/redirects/statusPages.ts), in
 * the language of the address asked for: NOT FOUND and the way home, in the site's layout, all of
 * it in the HTML.
 */
export default async function NotFoundPage({params}: Props) {
  const locale = localeFromSegment((await params).locale)
  if (!locale) notFound()
  return <NotFoundMessage lang={locale.lang} />
}

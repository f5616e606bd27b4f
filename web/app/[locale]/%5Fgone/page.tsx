import type {Metadata} from 'next'
import Link from 'next/link'
import {notFound} from 'next/navigation'
import {NotAPage} from '@/components/NotAPage.client'
import {StatusMessage} from '@/components/StatusMessage'
import {getDictionary} from '@/lib/i18n/dictionary'
import {localeFromSegment} from '@/lib/i18n/languages'
import {localizeHref} from '@/lib/i18n/links'

type Props = {params: Promise<{locale: string}>}

export async function generateMetadata({params}: Props): Promise<Metadata> {
  const locale = localeFromSegment((await params).locale)
  if (!locale) return {}
  return {title: getDictionary(locale.lang).gone, robots: {index: false, follow: true}}
}

/**
 * What a page past its end date answers with (410 Gone, see web/lib/redirects/gone.ts), in the
 * language of the address asked for, with the way home.
 */
export default async function GonePage({params}: Props) {
  const locale = localeFromSegment((await params).locale)
  if (!locale) notFound()
  const dictionary = getDictionary(locale.lang)
  return (
    <StatusMessage title={dictionary.gone}>
      <p>{dictionary.goneHint}</p>
      <p>
        <Link href={localizeHref('/', locale)}>{dictionary.backHome}</Link>
      </p>
      <NotAPage />
    </StatusMessage>
  )
}

import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import type {ReactNode} from 'react'
import {SiteShell} from '@/components/SiteShell'
import {LOCALE_SEGMENTS, localeFromSegment} from '@/lib/i18n/languages'
import {siteMetadata} from '@/lib/seo'

type Props = {children: ReactNode; params: Promise<{locale: string}>}

export function generateStaticParams() {
  return LOCALE_SEGMENTS.map((locale) => ({locale}))
}

export async function generateMetadata({params}: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = localeFromSegment((await params).locale)
  return locale ? siteMetadata(locale.lang, 'published') : {}
}

/**
 * Visitors' pages: published content only. Editors in preview are served by app/preview/ (see
 * web/proxy.ts), so no preview code is referenced here, nor loaded by a visitor's browser.
 */
export default async function LocaleLayout({children, params}: Props) {
  const locale = localeFromSegment((await params).locale)
  if (!locale) notFound()
  return (
    <SiteShell locale={locale} perspective="published" measured>
      {children}
    </SiteShell>
  )
}

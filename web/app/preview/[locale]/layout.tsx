import type {Metadata} from 'next'
import {headers} from 'next/headers'
import {notFound} from 'next/navigation'
import type {ReactNode} from 'react'
import {PreviewTools} from '@/components/preview/PreviewTools'
import {SiteShell} from '@/components/SiteShell'
import {getPreviewedLaunch} from '@/lib/content/previewedLaunch'
import {requestPerspective} from '@/lib/content/requestPerspective'
import {isPreview, launchIdOf} from '@habitum/content/perspective'
import {localeFromSegment} from '@/lib/i18n/languages'
import {siteMetadata} from '@/lib/seo'

/**
 * Editors' pages in preview. web/proxy.ts sends here every request that carries the draft-mode
 * cookie, so this tree alone references the preview tools (banner, Sanity's overlays) and
 * visitors' pages (app/[locale]/) never load their code. The pages are the visitors' own; they
 * read drafts when Next's draft mode is on, or a launch's view when it names one. A cookie Next does not accept (forged, or from
 * an earlier build) gets published content, without the tools.
 */
export const dynamic = 'force-dynamic'

type Props = {children: ReactNode; params: Promise<{locale: string}>}

export async function generateMetadata({params}: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = localeFromSegment((await params).locale)
  return locale ? siteMetadata(locale.lang, await requestPerspective()) : {}
}

export default async function PreviewLayout({children, params}: Props) {
  const locale = localeFromSegment((await params).locale)
  if (!locale) notFound()
  const perspective = await requestPerspective()
  const launchId = launchIdOf(perspective)
  const launch = launchId === null ? undefined : await getPreviewedLaunch(launchId)
  const tools = isPreview(perspective) ? <PreviewTools lang={locale.lang} launch={launch} /> : null
  // The nonce web/proxy.ts put in the request's policy, for the page's own inline script.
  const policy = (await headers()).get('content-security-policy') ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  return (
    <SiteShell locale={locale} perspective={perspective} tools={tools} nonce={nonce}>
      {children}
    </SiteShell>
  )
}

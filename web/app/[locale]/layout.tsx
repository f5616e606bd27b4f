import type {Metadata} from 'next'
import {notFound} from 'next/navigation'
import type {ReactNode} from 'react'
import styled from 'styled-components'
import {Footer} from '@/components/Footer'
import {Header} from '@/components/Header'
import {KeepFragmentInUrl} from '@/components/KeepFragmentInUrl.client'
import {StructuredData} from '@/components/StructuredData'
import {getServerConfig} from '@/lib/config'
import {getSiteSettings} from '@/lib/content'
import {getDictionary} from '@/lib/i18n/dictionary'
import {LOCALE_SEGMENTS, localeFromSegment} from '@/lib/i18n/languages'
import {GlobalStyle} from '@/theme/GlobalStyle'
import {theme} from '@/theme/theme'

type Props = {children: ReactNode; params: Promise<{locale: string}>}

export function generateStaticParams() {
  return LOCALE_SEGMENTS.map((locale) => ({locale}))
}

export async function generateMetadata({params}: Omit<Props, 'children'>): Promise<Metadata> {
  const locale = localeFromSegment((await params).locale)
  if (!locale) return {}
  const settings = await getSiteSettings(locale.lang)
  return {
    title: {default: settings.title ?? settings.brandName ?? '', template: `%s · ${settings.brandName}`},
    description: settings.description ?? undefined,
  }
}

/** The root of every page: the language, the fixed header, the page, the footer. */
export default async function LocaleLayout({children, params}: Props) {
  const locale = localeFromSegment((await params).locale)
  if (!locale) notFound()
  const settings = await getSiteSettings(locale.lang)
  const dictionary = getDictionary(locale.lang)
  return (
    <html lang={locale.lang}>
      <body>
        <GlobalStyle />
        <SkipLink href="#main">{dictionary.skipToContent}</SkipLink>
        <Header settings={settings} locale={locale} dictionary={dictionary} />
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        <Footer settings={settings} locale={locale} dictionary={dictionary} />
        <KeepFragmentInUrl />
        <StructuredData
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings.brandName,
            url: getServerConfig().siteUrl,
            logo: settings.logo?.src ? new URL(settings.logo.src, getServerConfig().siteUrl).toString() : undefined,
            email: settings.infoEmail,
            telephone: settings.phone,
            address: settings.address,
            sameAs: [settings.instagramUrl, settings.linkedinUrl].filter(Boolean),
          }}
        />
      </body>
    </html>
  )
}

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -10rem;
  z-index: 100;
  padding: ${theme.space.xs} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  &:focus {
    top: ${theme.space.xs};
    color: ${theme.colors.white};
  }
`

const Main = styled.main`
  padding-top: ${theme.layout.headerHeight};
  /* Elements sliding in from the side must not widen the page (clip, not hidden: no scroll box). */
  overflow-x: clip;
  &:focus {
    outline: none;
  }
`

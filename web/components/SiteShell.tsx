import type {ReactNode} from 'react'
import styled from 'styled-components'
import {Footer} from '@/components/Footer'
import {Header} from '@/components/Header'
import {KeepFragmentInUrl} from '@/components/KeepFragmentInUrl.client'
import {LegalNotices} from '@/components/LegalNotices'
import {RememberLandingPage} from '@/components/RememberLandingPage.client'
import {SiteMetrics} from '@/components/SiteMetrics.client'
import {StructuredData} from '@/components/StructuredData'
import {getServerConfig} from '@/lib/config'
import {getLegalDocumentDates, getSiteSettings} from '@/lib/content'
import {todayInBuenosAires} from '@/lib/content/legal'
import {noteSiteSettingsFallbacks} from '@/lib/content/fallbacks'
import type {Perspective} from '@habitum/content/perspective'
import {getDictionary} from '@/lib/i18n/dictionary'
import {canonicalUrl} from '@/lib/seo'
import type {Locale} from '@/lib/i18n/languages'
import {GlobalStyle} from '@/theme/GlobalStyle'
import {theme} from '@/theme/theme'

type Props = {
  locale: Locale
  perspective: Perspective
  children: ReactNode
  /** What the page adds for editors in preview (app/preview/); visitors' pages add nothing. */
  tools?: ReactNode
  /**
   * Whether the browser reports the site's metrics (page views, the form's funnel, Web Vitals):
   * on visitors' pages (app/[locale]/) only. Editors in preview (app/preview/, anyone with the
   * draft-mode cookie, whatever content it gets) are not visitors.
   */
  measured?: boolean
  /** The request's script nonce, for a page rendered per request (preview). */
  nonce?: string
}

/** The root of every page: the language, the fixed header, the page, the footer. */
export async function SiteShell({locale, perspective, children, tools, measured = false, nonce}: Props) {
  const [settings, legalDocuments] = await Promise.all([
    getSiteSettings(locale.lang, perspective),
    getLegalDocumentDates(locale.lang, perspective),
    noteSiteSettingsFallbacks(locale.lang, perspective),
  ])
  const dictionary = getDictionary(locale.lang)
  const {siteUrl} = getServerConfig()
  return (
    <html lang={locale.lang}>
      <body>
        <GlobalStyle />
        <SkipLink href="#main">{dictionary.skipToContent}</SkipLink>
        <Header settings={settings} locale={locale} dictionary={dictionary} />
        <Main id="main" tabIndex={-1}>
          <LegalNotices
            documents={legalDocuments}
            today={todayInBuenosAires()}
            locale={locale}
            dictionary={dictionary}
            nonce={nonce}
          />
          {children}
        </Main>
        <Footer settings={settings} locale={locale} dictionary={dictionary} />
        <KeepFragmentInUrl />
        <RememberLandingPage />
        {measured && <SiteMetrics />}
        {tools}
        <StructuredData
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings.brandName,
            // The home page's canonical URL, as its head and the sitemap give it.
            url: canonicalUrl('/', 'es'),
            logo: settings.logo?.src ? new URL(settings.logo.src, siteUrl).toString() : undefined,
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
  /* The height the header and footer leave in a short page (GlobalStyle's body fills the window). */
  flex: 1 0 auto;
  padding-top: ${theme.layout.headerHeight};
  /* Elements sliding in from the side must not widen the page (clip, not hidden: no scroll box). */
  overflow-x: clip;
  &:focus {
    outline: none;
  }
`

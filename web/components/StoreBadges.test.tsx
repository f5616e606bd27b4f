import {render, screen, within} from '@testing-library/react'
import type {SiteSettings} from '@/lib/content'
import {getDictionary} from '@/lib/i18n/dictionary'
import type {Language} from '@/lib/i18n/languages'
import {StoreBadges} from './StoreBadges'

type Badge = SiteSettings['appStoreBadge']

const badge = (file: string, alt: string, language: Language): Badge => ({
  src: `/content-images/${file}`,
  assetRef: null,
  crop: null,
  hotspot: null,
  width: 180,
  height: 54,
  alt,
  language,
})

const settings = (appStoreBadge: Badge, googlePlayBadge: Badge) =>
  ({
    appStoreUrl: 'https://www.example.com/habitum/app-store',
    googlePlayUrl: 'https://www.example.com/habitum/google-play',
    appStoreBadge,
    googlePlayBadge,
  }) as SiteSettings

function renderBadges(lang: Language, shown: SiteSettings) {
  const dictionary = getDictionary(lang)
  render(
    <StoreBadges
      settings={shown}
      locale={{lang, prefixed: lang === 'en'}}
      label={dictionary.downloadTheApp}
      newTab={dictionary.opensInNewTab}
    />,
  )
}

describe('StoreBadges', () => {
  it('names each store link by its badge’s words in the page’s language, and says it opens a new tab', () => {
    renderBadges(
      'en',
      settings(
        badge('app-store-en.svg', 'Download on the App Store', 'en'),
        badge('google-play-en.svg', 'Get it on Google Play', 'en'),
      ),
    )
    const list = screen.getByRole('list', {name: 'Download the app'})
    const appStore = within(list).getByRole('link', {name: 'Download on the App Store (opens in a new tab)'})
    expect(appStore).toHaveAttribute('href', 'https://www.example.com/habitum/app-store')
    expect(appStore).toHaveAttribute('target', '_blank')
    expect(within(list).getByRole('link', {name: 'Get it on Google Play (opens in a new tab)'})).toBeInTheDocument()
    // Nothing in another language than the page's.
    expect(list.querySelector('[lang]')).toBeNull()
  })

  it('marks a Spanish badge on the English page lang="es", and only the badge: the new-tab note is English', () => {
    renderBadges(
      'en',
      settings(
        badge('app-store-en.svg', 'Download on the App Store', 'en'),
        badge('google-play-es.svg', 'Disponible en Google Play', 'es'),
      ),
    )
    const spanish = screen.getByRole('img', {name: 'Disponible en Google Play'})
    expect(spanish.closest('[lang]')).toHaveAttribute('lang', 'es')
    expect(screen.getByText('(opens in a new tab)', {selector: 'a[href$="google-play"] span'}).closest('[lang]')).toBe(
      null,
    )
    expect(screen.getByRole('img', {name: 'Download on the App Store'}).closest('[lang]')).toBeNull()
  })

  it('marks nothing on the Spanish page, and names the store when a badge has no description', () => {
    renderBadges(
      'es',
      settings(badge('app-store-es.svg', 'Disponible en App Store', 'es'), badge('google-play-es.svg', '', 'es')),
    )
    expect(
      screen
        .getByRole('link', {name: 'Disponible en App Store (se abre en una pestaña nueva)'})
        .querySelector('[lang]'),
    ).toBeNull()
    expect(screen.getByRole('link', {name: 'Google Play (se abre en una pestaña nueva)'})).toBeInTheDocument()
  })
})

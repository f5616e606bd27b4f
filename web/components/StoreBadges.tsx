import styled from 'styled-components'
import type {SiteSettings} from '@/lib/content'
import {partLang, type Locale} from '@/lib/i18n/languages'
import {EXTERNAL_LINK_PROPS} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {ContentImage} from './ContentImage'

type BadgeProps = {settings: SiteSettings; locale: Locale; label: string; newTab: string}

/**
 * App Store and Google Play badges, linking to the stores in a new tab. Each badge is drawn in the
 * page's language when the settings have that file (schemas/site/fragments.ts, imageOfWords); its
 * description is the badge's words. An English page without an English badge shows the Spanish
 * one, its description marked lang="es"; the new-tab note stays in the page's language, outside.
 */
export function StoreBadges({settings, locale, label, newTab}: BadgeProps) {
  const stores = [
    {href: settings.appStoreUrl, badge: settings.appStoreBadge, name: 'App Store'},
    {href: settings.googlePlayUrl, badge: settings.googlePlayBadge, name: 'Google Play'},
  ]
  return (
    <Badges aria-label={label}>
      {stores.map((store) => {
        if (!store.href) return null
        // A badge with no description (or marked decorative) still names the store it links to.
        const alt = store.badge?.alt || store.name
        const lang = store.badge?.alt ? partLang(store.badge.language, locale) : undefined
        const image = <ContentImage image={store.badge} alt={alt} sizes="180px" maxWidth={180} />
        return (
          <li key={store.name}>
            <a href={store.href} {...EXTERNAL_LINK_PROPS}>
              {lang ? <InLanguage lang={lang}>{image}</InLanguage> : image}
              <span className="visually-hidden"> {newTab}</span>
            </a>
          </li>
        )
      })}
    </Badges>
  )
}

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 10rem;
  }
`

/** The badge's language where it is not the page's, without a box of its own. */
const InLanguage = styled.span`
  display: contents;
`

import styled, {css} from 'styled-components'
import {theme} from '@/theme/theme'
import {EXTERNAL_LINK_PROPS, isExternalHref, localizeHref} from '@/lib/i18n/links'
import type {Locale} from '@/lib/i18n/languages'
import {getDictionary} from '@/lib/i18n/dictionary'
import {spanishLang} from '@/lib/content/fallbacks'

type Variant = 'primary' | 'secondary' | 'light'

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
    &:hover {
      background: ${theme.colors.primaryHover};
      color: ${theme.colors.white};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${theme.colors.primary};
    box-shadow: inset 0 0 0 2px ${theme.colors.primary};
    &:hover {
      background: ${theme.colors.mint};
      color: ${theme.colors.primaryHover};
    }
  `,
  light: css`
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    &:hover {
      background: ${theme.colors.mint};
      color: ${theme.colors.ink};
    }
  `,
}

const StyledLink = styled.a<{$variant: Variant}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
  transition: background-color 150ms ease;
  ${({$variant}) => variants[$variant]}
`

type Props = {
  href: string
  label: string
  locale: Locale
  variant?: Variant
  className?: string
}

/** A call to action from content: localized when internal, a new tab when external. */
export function ButtonLink({href, label, locale, variant = 'primary', className}: Props) {
  const external = isExternalHref(href)
  return (
    <StyledLink
      href={localizeHref(href, locale)}
      $variant={variant}
      className={className}
      {...(external ? EXTERNAL_LINK_PROPS : {})}
    >
      {spanishLang(label) ? <span lang="es">{label}</span> : label}
      {external && <span className="visually-hidden"> {getDictionary(locale.lang).opensInNewTab}</span>}
    </StyledLink>
  )
}

import {PortableText, type PortableTextComponents} from '@portabletext/react'
import type {PortableTextBlock} from '@portabletext/types'
import styled from 'styled-components'
import {headingAnchors} from '@/lib/content/portableText'
import type {Locale} from '@/lib/i18n/languages'
import {EXTERNAL_LINK_PROPS, isExternalHref, localizeHref} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {spanishBlocksLang} from '@/lib/content/fallbacks'

type Props = {value: unknown; locale: Locale}

/**
 * Portable Text from the Studio (FAQ answers, legal texts), drawn through one set of components.
 * Nothing is injected as raw HTML.
 */
export function RichText({value, locale}: Props) {
  if (!Array.isArray(value)) return null
  // Headings get stable ids, so a table of contents and shared links can point at them.
  const anchors = headingAnchors(value)
  const components: PortableTextComponents = {
    block: {
      h2: ({children, value: block}) => <h2 id={anchors.get(block._key ?? '')}>{children}</h2>,
      h3: ({children, value: block}) => <h3 id={anchors.get(block._key ?? '')}>{children}</h3>,
    },
    marks: {
      link: ({value: mark, children}) => {
        const href = typeof mark?.href === 'string' ? mark.href : '#'
        return isExternalHref(href) ? (
          <a href={href} {...EXTERNAL_LINK_PROPS}>
            {children}
          </a>
        ) : (
          <a href={localizeHref(href, locale)}>{children}</a>
        )
      },
    },
  }
  return (
    <Prose lang={spanishBlocksLang(value)}>
      <PortableText value={value as PortableTextBlock[]} components={components} />
    </Prose>
  )
}

const Prose = styled.div`
  color: ${theme.colors.inkMuted};
  & > * + * {
    margin-top: ${theme.space.sm};
  }
  h2 {
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.xl};
    margin-top: ${theme.space.xl};
  }
  h3 {
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.lg};
    margin-top: ${theme.space.lg};
  }
  ul,
  ol {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: ${theme.space.xxs};
  }
  strong {
    color: ${theme.colors.ink};
  }
`

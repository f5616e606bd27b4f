import styled from 'styled-components'
import type {LegalDocument, LegalRevision} from '@/lib/content'
import {formatDate} from '@/lib/content/legal'
import {getDictionary} from '@/lib/i18n/dictionary'
import type {Locale} from '@/lib/i18n/languages'
import {theme} from '@/theme/theme'
import {Container} from './primitives'
import {RichText} from './RichText'

type Props = {locale: Locale; document: LegalDocument; revision: LegalRevision}

/** A legal text: its title, the dates of the revision shown, and the body. */
export function LegalArticle({locale, document, revision}: Props) {
  const dictionary = getDictionary(locale.lang)
  return (
    <Container>
      <Article>
        <Title>{document.title}</Title>
        <Dates>
          {revision.lastUpdated && (
            <span>
              {dictionary.lastUpdated}: <time dateTime={revision.lastUpdated}>{formatDate(revision.lastUpdated, locale.lang)}</time>
            </span>
          )}
          {revision.inForce && (
            <span>
              {dictionary.inForceSince}: <time dateTime={revision.inForce}>{formatDate(revision.inForce, locale.lang)}</time>
            </span>
          )}
        </Dates>
        <div lang={revision.bodyLanguage}>
          <RichText value={revision.body} locale={locale} />
        </div>
      </Article>
    </Container>
  )
}

const Article = styled.article`
  max-width: 46rem;
  padding: ${theme.space.xl} 0 ${theme.space.section};
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.black};
`

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: ${theme.space.sm} 0 ${theme.space.xl};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

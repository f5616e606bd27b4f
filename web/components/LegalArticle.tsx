import styled from 'styled-components'
import type {LegalDocument, LegalRevision} from '@/lib/content'
import {earlierRevisions, formatDate} from '@/lib/content/legal'
import {tableOfContents} from '@/lib/content/portableText'
import {getDictionary} from '@/lib/i18n/dictionary'
import {partLang, type Locale} from '@/lib/i18n/languages'
import {localizeHref} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {fillTemplate} from './fillTemplate'
import {HoldFirstPaintUntilHere} from './HoldFirstPaint'
import {Container, drawnWhenNear, Notice, VisuallyHidden} from './primitives'
import {RichText} from './RichText'

type Props = {
  locale: Locale
  document: LegalDocument
  revision: LegalRevision
  /** The revision in force today; undefined when `revision` is it (earlier, or announced to come). */
  current?: LegalRevision
}

/** A legal text: title, dates, table of contents, body, and links to earlier revisions. */
export function LegalArticle({locale, document, revision, current}: Props) {
  const dictionary = getDictionary(locale.lang)
  const {legal} = dictionary
  const documentPath = `/legal/${document.slug}`
  const contents = tableOfContents(revision.body)
  const inForce = current ?? revision
  // The announced revision's page: what it will say, beside the one in force; no history of its own yet.
  const coming = revision.inForce! > inForce.inForce!
  const earlier = coming ? [] : earlierRevisions(document.revisions, revision)
  return (
    <Container>
      <Article>
        <Title lang={partLang(document.titleLanguage, locale)}>{document.title}</Title>
        <Dates>
          {revision.lastUpdated && (
            <span>
              {dictionary.lastUpdated}:{' '}
              <time dateTime={revision.lastUpdated}>{formatDate(revision.lastUpdated, locale.lang)}</time>
            </span>
          )}
          {revision.inForce && (
            <span>
              {dictionary.inForceSince}:{' '}
              <time dateTime={revision.inForce}>{formatDate(revision.inForce, locale.lang)}</time>
            </span>
          )}
        </Dates>
        {current && (
          <Notice role="note">
            {coming
              ? fillTemplate(legal.comingNotice, {
                  date: <time dateTime={revision.inForce!}>{formatDate(revision.inForce!, locale.lang)}</time>,
                })
              : legal.earlierNotice}{' '}
            <a href={localizeHref(documentPath, locale)}>{legal.currentLink}</a>
          </Notice>
        )}
        {revision.bodyLanguage !== locale.lang && legal.spanishOnly && <Notice role="note">{legal.spanishOnly}</Notice>}
        {/* The dates line would reflow as its words arrived; what follows only grows downwards. */}
        <HoldFirstPaintUntilHere id="legal-heading-read" />
        {contents.length > 1 && (
          <Contents aria-labelledby="legal-contents">
            <h2 id="legal-contents">{legal.contents}</h2>
            {/* The body's headings, in the body's language. */}
            <ol lang={partLang(revision.bodyLanguage, locale)}>
              {contents.map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`}>{entry.text}</a>
                </li>
              ))}
            </ol>
          </Contents>
        )}
        <Body lang={revision.bodyLanguage}>
          <RichText value={revision.body} locale={locale} />
        </Body>
        {earlier.length > 0 && (
          <Revisions aria-labelledby="legal-revisions">
            <h2 id="legal-revisions">{legal.earlierRevisions}</h2>
            <ul>
              {earlier.map((older) => (
                <li key={older._key}>
                  <a href={localizeHref(`${documentPath}/${older.inForce}`, locale)}>
                    {legal.revisionLink} {formatDate(older.inForce!, locale.lang)}
                  </a>
                  {' · '}
                  <a href={localizeHref(`${documentPath}/${older.inForce}/comparar/${inForce.inForce}`, locale)}>
                    {legal.compareWithCurrent}
                    {/* Which of the links, all named alike, this one is. */}
                    <VisuallyHidden> ({formatDate(older.inForce!, locale.lang)})</VisuallyHidden>
                  </a>
                  {older.summary && <p lang={partLang(older.summaryLanguage, locale)}>{older.summary}</p>}
                </li>
              ))}
            </ul>
          </Revisions>
        )}
      </Article>
    </Container>
  )
}

const Article = styled.article`
  max-width: 46rem;
  padding: ${theme.space.xl} 0 ${theme.space.section};
`

/** A legal text runs for many screens: its paragraphs and lists, inside RichText's wrapper. */
const Body = styled.div`
  ${drawnWhenNear('> * > :is(p, ul, ol)')}
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.black};
`

const Dates = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: ${theme.space.sm} 0 ${theme.space.lg};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`

const Box = styled.nav`
  margin: ${theme.space.lg} 0 ${theme.space.xl};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  h2 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space.sm};
  }
  ol,
  ul {
    margin: 0;
    padding-left: 1.25rem;
    display: grid;
    gap: ${theme.space.xxs};
  }
  p {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`

const Contents = styled(Box)``

const Revisions = styled(Box)`
  margin-top: ${theme.space.xxl};
`

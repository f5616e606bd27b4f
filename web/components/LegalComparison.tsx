import {Fragment, type ReactNode} from 'react'
import styled from 'styled-components'
import type {LegalDocument, LegalRevision} from '@/lib/content'
import {formatDate} from '@/lib/content/legal'
import type {DiffParagraph, DiffPart} from '@/lib/content/revisionDiff'
import {getDictionary} from '@/lib/i18n/dictionary'
import type {Language, Locale} from '@/lib/i18n/languages'
import {localizeHref} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {fillTemplate} from './fillTemplate'
import {InLanguage} from './SpanishPart'
import {Container, drawnWhenNear, Notice, visuallyHidden} from './primitives'

type Props = {
  locale: Locale
  document: LegalDocument
  older: LegalRevision
  newer: LegalRevision
  /** The paragraphs of the two texts, compared; undefined when one of them has no text. */
  paragraphs: DiffParagraph[] | undefined
  /** The language the compared texts are in (Spanish on an English page without English text). */
  bodyLanguage: string
  /** Whether the newer revision is the one announced, not yet in force. */
  newerIsComing?: boolean
}

/**
 * Two revisions of a legal text side by side: what the newer one added (underlined, in `<ins>`)
 * and removed (struck through, in `<del>`), paragraph by paragraph, headings kept. Each change
 * also says in words what it is, for screen readers, which do not announce `<ins>` and `<del>`.
 */
export function LegalComparison({
  locale,
  document,
  older,
  newer,
  paragraphs,
  bodyLanguage,
  newerIsComing = false,
}: Props) {
  const {legal} = getDictionary(locale.lang)
  const date = (revision: LegalRevision) => (
    <time dateTime={revision.inForce!}>{formatDate(revision.inForce!, locale.lang)}</time>
  )
  const labels: Labels = {
    added: legal.added,
    removed: legal.removed,
    lang: bodyLanguage === locale.lang ? undefined : locale.lang,
  }
  const missing = [older, newer].find((revision) => !Array.isArray(revision.body) || revision.body.length === 0)
  return (
    <Container>
      <Article>
        <h1>
          {fillTemplate(legal.comparisonTitle, {
            title: <InLanguage text={document.title ?? ''} language={document.titleLanguage} locale={locale} />,
          })}
        </h1>
        <Intro>
          {fillTemplate(newerIsComing ? legal.comparedWithComing : legal.comparedVersions, {
            older: date(older),
            newer: date(newer),
          })}
        </Intro>
        {bodyLanguage !== locale.lang && legal.spanishOnly && <Notice role="note">{legal.spanishOnly}</Notice>}
        {missing || !paragraphs ? (
          <Notice role="alert">{fillTemplate(legal.missingBody, {date: date(missing ?? older)})}</Notice>
        ) : (
          <>
            <Notice role="note">
              {paragraphs.some((paragraph) => paragraph.kind !== 'same') ? legal.comparisonLegend : legal.noChanges}
            </Notice>
            <Body lang={bodyLanguage}>
              {groupLists(paragraphs).map((group, index) =>
                Array.isArray(group) ? (
                  <ChangeList key={index} ordered={group[0]!.listItem === 'number'}>
                    {group.map((item, itemIndex) => (
                      <li key={itemIndex} data-change={item.kind}>
                        <Parts parts={item.parts} labels={labels} />
                      </li>
                    ))}
                  </ChangeList>
                ) : (
                  <Block key={index} paragraph={group} labels={labels} />
                ),
              )}
            </Body>
          </>
        )}
        <p>
          <a href={localizeHref(`/legal/${document.slug}`, locale)}>{legal.backToDocument}</a>
        </p>
      </Article>
    </Container>
  )
}

/**
 * The spoken labels of the changes, in the page's language: `lang` says so inside a body in
 * another one (an English page comparing Spanish texts).
 */
type Labels = {added: string; removed: string; lang?: Language}

/**
 * The lists, the changes and their spoken labels are plain elements styled from Body: a styled
 * component rendered on the server sends its styles again with each copy, and a comparison has
 * hundreds of changes.
 */
function ChangeList({ordered, children}: {ordered: boolean; children: ReactNode}) {
  return ordered ? <ol>{children}</ol> : <ul>{children}</ul>
}

function Block({paragraph, labels}: {paragraph: DiffParagraph; labels: Labels}) {
  const Tag = paragraph.style === 'h2' || paragraph.style === 'h3' ? paragraph.style : 'p'
  return (
    <Tag data-change={paragraph.kind}>
      <Parts parts={paragraph.parts} labels={labels} />
    </Tag>
  )
}

function Parts({parts, labels}: {parts: DiffPart[]; labels: Labels}) {
  return parts.map((part, index) =>
    part.change === 'added' ? (
      <ins key={index}>
        <span data-change-label lang={labels.lang}>
          {labels.added}{' '}
        </span>
        {part.text}
      </ins>
    ) : part.change === 'removed' ? (
      <del key={index}>
        <span data-change-label lang={labels.lang}>
          {labels.removed}{' '}
        </span>
        {part.text}
      </del>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}

/** Consecutive list items of one list type together, as one list. */
function groupLists(paragraphs: DiffParagraph[]): Array<DiffParagraph | DiffParagraph[]> {
  const groups: Array<DiffParagraph | DiffParagraph[]> = []
  for (const paragraph of paragraphs) {
    const last = groups.at(-1)
    if (!paragraph.listItem) groups.push(paragraph)
    else if (Array.isArray(last) && last[0]!.listItem === paragraph.listItem) last.push(paragraph)
    else groups.push([paragraph])
  }
  return groups
}

const Article = styled.article`
  max-width: 46rem;
  padding: ${theme.space.xl} 0 ${theme.space.section};
  h1 {
    font-size: ${theme.fontSizes.xxl};
    font-weight: ${theme.fontWeights.black};
  }
`

const Intro = styled.p`
  margin: ${theme.space.sm} 0 ${theme.space.lg};
  color: ${theme.colors.inkMuted};
`

/** Underline and strike-through carry the meaning; the tints only help. */
const Body = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.xl};
  ins {
    text-decoration: underline 2px;
    background: ${theme.colors.mint};
  }
  del {
    text-decoration: line-through 2px;
    background: ${theme.colors.surface};
    color: ${theme.colors.inkMuted};
  }
  [data-change-label] {
    ${visuallyHidden}
  }
  ul,
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
  /* A comparison is as long as the text: its first frame lays out one screen of it. */
  ${drawnWhenNear('> :is(p, ul, ol)')}
`

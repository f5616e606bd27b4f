import styled from 'styled-components'
import {theme} from '@/theme/theme'
import {FaqAccordionItems, type FaqEntry} from './FaqAccordion.client'

export type {FaqEntry}

/**
 * The FAQ as an accordion; motion ends within 300 ms. The styles live here, on the server: the
 * browser only gets the behaviour (FaqAccordionItems), not styling code.
 */
export function FaqAccordion({items}: {items: FaqEntry[]}) {
  return (
    <List>
      <FaqAccordionItems items={items} />
    </List>
  )
}

const List = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 52rem;

  & > article {
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    transition: background-color 200ms ease;
    &[data-open='true'] {
      background: ${theme.colors.mint};
    }
  }
  & h3 {
    margin: 0;
    font-size: inherit;
  }

  & h3 > button {
    display: flex;
    width: 100%;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    min-height: 56px;
    padding: ${theme.space.md} ${theme.space.lg};
    border: 0;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.snug};
    text-align: left;
    cursor: pointer;
  }

  /* The arrow is decoration for wide screens only. */
  & h3 > button > svg {
    display: none;
    flex-shrink: 0;
    color: ${theme.colors.primary};
    transition: transform 300ms ease;
  }
  & [aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  ${theme.media.desktop} {
    && h3 > button > svg {
      display: block;
    }
  }

  /* Rows animate from 0fr to 1fr; a closed answer is hidden from readers and the tab order. */
  & [data-faq-answer] {
    display: grid;
    grid-template-rows: 0fr;
    visibility: hidden;
    transition:
      grid-template-rows 300ms ease,
      visibility 0s linear 300ms;
    & [data-faq-answer-clip] {
      overflow: hidden;
    }
    & [data-faq-answer-body] {
      padding: 0 ${theme.space.lg} ${theme.space.lg};
    }
    &[data-open='true'] {
      grid-template-rows: 1fr;
      visibility: visible;
      transition:
        grid-template-rows 300ms ease,
        visibility 0s;
    }
  }

  ${theme.media.reducedMotion} {
    && [data-faq-answer],
    && [data-faq-answer][data-open='true'],
    && h3 > button > svg {
      transition: none;
    }
  }
`

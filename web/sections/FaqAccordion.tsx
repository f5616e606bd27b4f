'use client'

import {useId, useState, type ReactNode} from 'react'
import styled from 'styled-components'
import {toggleOpen} from '@/lib/ui/roving'
import {theme} from '@/theme/theme'

export type FaqEntry = {id: string; anchor: string; question: string; answer: ReactNode}

/**
 * The FAQ as an accordion: the first item open at first, several may be open, each question a
 * button (click, Enter or Space) controlling its answer region. Motion ends within 300 ms.
 */
export function FaqAccordion({items}: {items: FaqEntry[]}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(items.slice(0, 1).map((item) => item.id)))
  const id = useId()
  return (
    <List>
      {items.map((item, index) => {
        const isOpen = open.has(item.id)
        const buttonId = `${id}-q-${index}`
        const panelId = `${id}-a-${index}`
        return (
          <Item key={item.id} id={item.anchor} data-open={isOpen}>
            <h3>
              <Question
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((current) => toggleOpen(current, item.id))}
              >
                <span>{item.question}</span>
                <Arrow aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </Arrow>
              </Question>
            </h3>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} data-faq-answer="" data-open={isOpen}>
              <div>
                <AnswerBody>{item.answer}</AnswerBody>
              </div>
            </Answer>
          </Item>
        )
      })}
    </List>
  )
}

const List = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  max-width: 52rem;
`

const Item = styled.article`
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  transition: background-color 200ms ease;
  &[data-open='true'] { background: ${theme.colors.mint}; }
  h3 { margin: 0; font-size: inherit; }
`

const Question = styled.button`
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
`

/** The arrow is decoration for wide screens only (SPEC.md). */
const Arrow = styled.svg`
  display: none;
  flex-shrink: 0;
  color: ${theme.colors.primary};
  transition: transform 300ms ease;
  ${theme.media.desktop} { display: block; }
  [aria-expanded='true'] > & { transform: rotate(180deg); }
  ${theme.media.reducedMotion} { transition: none; }
`

/** Rows animate from 0fr to 1fr; a closed answer is hidden from readers and the tab order. */
const Answer = styled.div`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition: grid-template-rows 300ms ease, visibility 0s linear 300ms;
  & > div { overflow: hidden; }
  &[data-open='true'] {
    grid-template-rows: 1fr;
    visibility: visible;
    transition: grid-template-rows 300ms ease, visibility 0s;
  }
  ${theme.media.reducedMotion} { transition: none; &[data-open='true'] { transition: none; } }
`

const AnswerBody = styled.div`
  padding: 0 ${theme.space.lg} ${theme.space.lg};
`

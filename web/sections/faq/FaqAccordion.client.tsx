'use client'

import {useId, useState, type ReactNode} from 'react'
import {toggleOpen} from '@/lib/ui/roving'

export type FaqEntry = {id: string; anchor: string; question: ReactNode; answer: ReactNode}

/**
 * The accordion's behaviour: the first item open at first, several may be open, each question a
 * button (click, Enter or Space) controlling its answer region. Its looks come from FaqAccordion,
 * which styles what this sets: `article[data-open]`, `h3 > button`, `[data-faq-answer]` (the
 * animated region), `[data-faq-answer-clip]` and `[data-faq-answer-body]`.
 */
export function FaqAccordionItems({items}: {items: FaqEntry[]}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(items.slice(0, 1).map((item) => item.id)))
  const id = useId()
  return items.map((item, index) => {
    const isOpen = open.has(item.id)
    const buttonId = `${id}-q-${index}`
    const panelId = `${id}-a-${index}`
    return (
      <article key={item.id} id={item.anchor} data-open={isOpen}>
        <h3>
          <button
            type="button"
            id={buttonId}
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => setOpen((current) => toggleOpen(current, item.id))}
          >
            <span>{item.question}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        </h3>
        <div id={panelId} role="region" aria-labelledby={buttonId} data-faq-answer="" data-open={isOpen}>
          <div data-faq-answer-clip="">
            <div data-faq-answer-body="">{item.answer}</div>
          </div>
        </div>
      </article>
    )
  })
}

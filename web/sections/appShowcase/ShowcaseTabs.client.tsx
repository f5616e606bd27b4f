'use client'

import {useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react'
import {nextTabIndex} from '@/lib/ui/roving'
import {useMediaQuery} from '@/lib/ui/useMediaQuery'
import {theme} from '@/theme/theme'

export type TabEntry = {key: string; label: ReactNode; panel: ReactNode}

const DESKTOP = theme.queries.desktop

/**
 * The showcase's behaviour: from 768 px up, an ARIA tab list whose tabs swap the panel (arrows,
 * Home and End move between tabs); below, no roles, the panels simply stacked. Its looks and the
 * panels' content come from ShowcaseTabs, on the server.
 */
export function ShowcaseTabList({tabs, labelledBy}: {tabs: TabEntry[]; labelledBy: string}) {
  const [selected, setSelected] = useState(0)
  const isDesktop = useMediaQuery(DESKTOP, true)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const id = useId()

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextTabIndex(event.key, index, tabs.length)
    if (next === undefined) return
    event.preventDefault()
    setSelected(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <>
      <div role="tablist" aria-labelledby={labelledBy}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          id={`${id}-panel-${index}`}
          data-showcase-panel=""
          data-active={index === selected}
          {...(isDesktop ? {role: 'tabpanel', 'aria-labelledby': `${id}-tab-${index}`, tabIndex: 0} : {})}
        >
          {tab.panel}
        </div>
      ))}
    </>
  )
}

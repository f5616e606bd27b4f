'use client'

import {useId, useRef, useState, type KeyboardEvent} from 'react'
import styled from 'styled-components'
import {ContentImage, type ImageData} from '@/components/ContentImage'
import {CardTitle, Eyebrow, Muted} from '@/components/primitives'
import {nextTabIndex} from '@/lib/ui/roving'
import {useMediaQuery} from '@/lib/ui/useMediaQuery'
import {theme} from '@/theme/theme'

export type ShowcaseTab = {
  _key: string
  label: string | null
  heading: string | null
  text: string | null
  screen: ImageData | null
}

const DESKTOP = `(min-width: ${theme.breakpoint}px)`

/**
 * From 768 px up, an ARIA tab list: a tab swaps the phone screen and the description (arrows,
 * Home and End move between tabs). Below, the three are stacked and all visible; CSS does the
 * stacking, so the content also reads without JavaScript.
 */
export function ShowcaseTabs({tabs, labelledBy}: {tabs: ShowcaseTab[]; labelledBy: string}) {
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
    <div>
      <TabList role="tablist" aria-labelledby={labelledBy}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab._key}
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
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab, index) => (
        <Panel
          key={tab._key}
          id={`${id}-panel-${index}`}
          data-active={index === selected}
          {...(isDesktop ? {role: 'tabpanel', 'aria-labelledby': `${id}-tab-${index}`, tabIndex: 0} : {})}
        >
          <Screen image={tab.screen} sizes="(min-width: 768px) 22rem, 70vw" />
          <div>
            <Eyebrow>{tab.label}</Eyebrow>
            <CardTitle>{tab.heading}</CardTitle>
            <Description>{tab.text}</Description>
          </div>
        </Panel>
      ))}
    </div>
  )
}

const TabList = styled.div`
  display: inline-flex;
  gap: ${theme.space.xxs};
  margin-bottom: ${theme.space.xl};
  padding: ${theme.space.xxs};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
  /* Phones see the three panels stacked: no tabs to switch. */
  ${theme.media.mobile} { display: none; }
`

const Tab = styled.button`
  min-width: 7.5rem;
  min-height: 44px;
  padding: ${theme.space.xs} ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.inkMuted};
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;
  transition: background-color 150ms ease, color 150ms ease;
  &:hover { color: ${theme.colors.ink}; }
  &[aria-selected='true'] { background: ${theme.colors.primary}; color: ${theme.colors.white}; }
`

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  & + & { margin-top: ${theme.space.xxl}; }
  ${theme.media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${theme.space.xxl};
    & + & { margin-top: 0; }
    &[data-active='false'] { display: none; }
  }
`

const Screen = styled(ContentImage)`
  width: min(72%, 18rem);
  margin: 0 auto;
  ${theme.media.desktop} { width: min(100%, 20rem); }
`

const Description = styled(Muted)`
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
  max-width: 34rem;
`

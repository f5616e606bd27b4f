import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import type {ImageData} from '@/lib/images/imageData'
import {CardTitle, Eyebrow, Muted} from '@/components/primitives'
import {theme} from '@/theme/theme'
import {ShowcaseTabList} from './ShowcaseTabs.client'
import {spanishLang} from '@/lib/content/fallbacks'
import {SpanishPart} from '@/components/SpanishPart'

export type ShowcaseTab = {
  _key: string
  label: string | null
  heading: string | null
  text: string | null
  screen: ImageData | null
}

/**
 * From 768 px up a tab list: a tab swaps the phone screen and the description. Below, the three
 * are stacked and all visible; CSS does the stacking, so the content also reads without
 * JavaScript. The panels and the styles are rendered here, on the server; the browser only gets
 * the switching (ShowcaseTabList).
 */
export function ShowcaseTabs({tabs, labelledBy}: {tabs: ShowcaseTab[]; labelledBy: string}) {
  const entries = tabs.map((tab) => ({
    key: tab._key,
    // Drawn here, so a label shown in Spanish on the English page is marked so without client code.
    label: spanishLang(tab.label) ? <span lang="es">{tab.label}</span> : tab.label,
    panel: (
      <>
        <SpanishPart text={tab.screen?.alt}>
          <Screen image={tab.screen} sizes="(min-width: 768px) 22rem, 70vw" maxWidth={320} />
        </SpanishPart>
        <div>
          <Eyebrow lang={spanishLang(tab.label)}>{tab.label}</Eyebrow>
          <CardTitle lang={spanishLang(tab.heading)}>{tab.heading}</CardTitle>
          <Description lang={spanishLang(tab.text)}>{tab.text}</Description>
        </div>
      </>
    ),
  }))
  return (
    <Frame>
      <ShowcaseTabList tabs={entries} labelledBy={labelledBy} />
    </Frame>
  )
}

const Frame = styled.div`
  & [role='tablist'] {
    display: inline-flex;
    gap: ${theme.space.xxs};
    margin-bottom: ${theme.space.xl};
    padding: ${theme.space.xxs};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.white};
    box-shadow: ${theme.shadows.card};
  }
  & [role='tab'] {
    min-width: 7.5rem;
    min-height: 44px;
    padding: ${theme.space.xs} ${theme.space.lg};
    border: 0;
    border-radius: ${theme.radii.pill};
    background: transparent;
    color: ${theme.colors.inkMuted};
    font-weight: ${theme.fontWeights.bold};
    cursor: pointer;
    transition:
      background-color 150ms ease,
      color 150ms ease;
    &:hover {
      color: ${theme.colors.ink};
    }
    &[aria-selected='true'] {
      background: ${theme.colors.primary};
      color: ${theme.colors.white};
    }
  }
  & [data-showcase-panel] {
    display: grid;
    gap: ${theme.space.lg};
    align-items: center;
  }
  & [data-showcase-panel] + [data-showcase-panel] {
    margin-top: ${theme.space.xxl};
  }

  /* Phones see the three panels stacked: no tabs to switch. */
  ${theme.media.mobile} {
    && [role='tablist'] {
      display: none;
    }
  }
  ${theme.media.desktop} {
    && [data-showcase-panel] {
      grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
      gap: ${theme.space.xxl};
    }
    && [data-showcase-panel] + [data-showcase-panel] {
      margin-top: 0;
    }
    && [data-showcase-panel][data-active='false'] {
      display: none;
    }
  }
`

const Screen = styled(ContentImage)`
  width: min(72%, 18rem);
  margin: 0 auto;
  ${theme.media.desktop} {
    width: min(100%, 20rem);
  }
`

const Description = styled(Muted)`
  margin-top: ${theme.space.sm};
  font-size: ${theme.fontSizes.lg};
  max-width: 34rem;
`

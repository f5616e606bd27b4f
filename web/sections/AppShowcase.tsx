import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import {CardTitle, Container, Eyebrow, Muted, SectionShell} from '@/components/primitives'
import {theme} from '@/theme/theme'
import type {SectionProps} from './types'
import {SectionIntro} from './shared'

export function AppShowcase({section}: SectionProps<'appShowcase'>) {
  return (
    <SectionShell $tone="surface">
      <Container>
        <SectionIntro eyebrow={section.eyebrow} heading={section.heading} />
        <Tabs>
          {section.tabs?.map((tab) => (
            <Tab key={tab._key}>
              <ContentImage image={tab.screen} sizes="(min-width: 768px) 25vw, 70vw" />
              <div>
                <Eyebrow as="p">{tab.label}</Eyebrow>
                <CardTitle>{tab.heading}</CardTitle>
                <Muted>{tab.text}</Muted>
              </div>
            </Tab>
          ))}
        </Tabs>
      </Container>
    </SectionShell>
  )
}

const Tabs = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`

const Tab = styled.article`
  display: grid;
  gap: ${theme.space.md};
  img { width: min(70%, 16rem); margin: 0 auto; }
`

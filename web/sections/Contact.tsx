import styled from 'styled-components'
import {Container, Lead, SectionHeading, SectionShell} from '@/components/primitives'
import {Reveal} from '@/motion/Motion'
import {theme} from '@/theme/theme'
import type {SectionProps} from './types'

export function Contact({section, site}: SectionProps<'contact'>) {
  const {settings, dictionary} = site
  const headingId = `${section.anchor}-heading`
  return (
    <SectionShell id={section.anchor ?? undefined} aria-labelledby={headingId} $tone="mint">
      <Container>
        <Layout>
          <div data-reveal="left">
            <SectionHeading id={headingId}>{section.heading}</SectionHeading>
            {section.intro && <Lead>{section.intro}</Lead>}
            <Details>
              <dt>{dictionary.phone}</dt>
              <dd>
                <a href={`tel:${settings.phone?.replace(/[^\d+]/g, '')}`}>{settings.phone}</a>
              </dd>
              <dt>{dictionary.infoEmail}</dt>
              <dd>
                <a href={`mailto:${settings.infoEmail}`}>{settings.infoEmail}</a>
              </dd>
              <dt>{dictionary.supportEmail}</dt>
              <dd>
                <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
              </dd>
              <dt>{dictionary.address}</dt>
              <dd>{settings.address}</dd>
            </Details>
          </div>
          {/* The contact form mounts here (issue: contact pipeline). */}
          <FormSlot data-slot="contact-form" data-reveal="right" />
        </Layout>
      </Container>
      {section.anchor && <Reveal targetId={section.anchor} />}
    </SectionShell>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.desktop} { grid-template-columns: 1fr 1fr; }
  /* Until the form is mounted in its slot, the details take the whole width. */
  &:has(> [data-slot]:empty) { grid-template-columns: 1fr; }
`

const Details = styled.dl`
  display: grid;
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: ${theme.space.lg} 0 0;
  dt { font-weight: ${theme.fontWeights.bold}; }
  dd { margin: 0 0 ${theme.space.sm}; color: ${theme.colors.inkMuted}; }
  a { font-weight: ${theme.fontWeights.semibold}; }
`

const FormSlot = styled.div`
  &:empty { display: none; }
`

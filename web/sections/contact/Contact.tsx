import {stegaClean} from '@sanity/client/stega'
import styled from 'styled-components'
import {Container, Lead, SectionHeading, SectionShell} from '@/components/primitives'
import {Reveal} from '@/motion/Motion.client'
import {theme} from '@/theme/theme'
import {ContactFormSlot} from './Contact.client'
import type {SectionProps} from '../types'

export function Contact({section, site}: SectionProps<'contact'>) {
  const {settings, dictionary, contactForm, locale} = site
  // In a preview, strings carry stega (invisible characters naming their field): shown text keeps
  // it, so a click opens the field; an anchor or an address a program reads must not.
  const anchor = stegaClean(section.anchor)
  const email = stegaClean({info: settings.infoEmail, support: settings.supportEmail ?? ''})
  const headingId = `${anchor}-heading`
  return (
    <SectionShell id={anchor ?? undefined} aria-labelledby={headingId} $tone="mint">
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
                <a href={`mailto:${email.info}`}>{settings.infoEmail}</a>
              </dd>
              <dt>{dictionary.supportEmail}</dt>
              <dd>
                <a href={`mailto:${email.support}`}>{settings.supportEmail}</a>
              </dd>
              <dt>{dictionary.address}</dt>
              <dd>{settings.address}</dd>
            </Details>
          </div>
          <div data-reveal="right">
            <ContactFormSlot
              lang={locale.lang}
              dictionary={dictionary.form}
              supportEmail={email.support}
              categories={contactForm.categories}
              endpoint={contactForm.endpoint}
              apiKey={contactForm.apiKey}
            />
            <noscript>
              <p>
                {dictionary.form.noScript} <a href={`mailto:${email.info}`}>{settings.infoEmail}</a>
              </p>
            </noscript>
          </div>
        </Layout>
      </Container>
      {anchor && <Reveal targetId={anchor} />}
    </SectionShell>
  )
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  ${theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
  }
  /* Holds the form's height before its code arrives, so nothing below it moves: the form stands
     659–686 px tall from 320 px wide up (its labels wrap on the narrowest phones), and only the
     visitor's own errors make it taller. */
  [data-slot='contact-form'] {
    min-height: 44rem;
  }
`

const Details = styled.dl`
  display: grid;
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: ${theme.space.lg} 0 0;
  dt {
    font-weight: ${theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.colors.inkMuted};
  }
  a {
    font-weight: ${theme.fontWeights.semibold};
  }
`

import {stegaClean} from '@sanity/client/stega'
import styled from 'styled-components'
import {Container, Lead, SectionHeading, SectionShell} from '@/components/primitives'
import {RichText} from '@/components/RichText'
import {Reveal} from '@/motion/Motion.client'
import {theme} from '@/theme/theme'
import {ContactFormSlot} from './Contact.client'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'
import {NO_FLOAT} from '@/lib/ui/noFloat'

export function Contact({section, site}: SectionProps<'contact'>) {
  const {settings, dictionary, contactForm, locale} = site
  // In a preview, strings carry stega (invisible characters naming their field): shown text keeps
  // it, so a click opens the field; an anchor or an address a program reads must not.
  const anchor = stegaClean(section.anchor)
  const email = stegaClean({info: settings.infoEmail, support: settings.supportEmail ?? ''})
  const headingId = `${anchor}-heading`
  return (
    <SectionShell id={anchor ?? undefined} aria-labelledby={headingId} $tone="mint" {...NO_FLOAT}>
      <Container>
        <Layout>
          <div data-reveal="left">
            <SectionHeading id={headingId} lang={spanishLang(section.heading)}>
              {section.heading}
            </SectionHeading>
            {section.intro && <Lead lang={spanishLang(section.intro)}>{section.intro}</Lead>}
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
          <FormCard data-reveal="right">
            <ContactFormSlot
              lang={locale.lang}
              dictionary={dictionary.form}
              opensInNewTab={dictionary.opensInNewTab}
              supportEmail={email.support}
              categories={contactForm.categories}
              endpoint={contactForm.endpoint}
              apiKey={contactForm.apiKey}
              privacy={contactForm.privacy}
              noticeVersion={contactForm.noticeVersion}
              health={contactForm.health}
            />
            <noscript>
              <p>
                {dictionary.form.noScript} <a href={`mailto:${email.info}`}>{settings.infoEmail}</a>
              </p>
            </noscript>
            {/* The notice at collection (Ley 25.326, art. 6), in the page: read before the form's code arrives. */}
            <Notice data-testid="contact-notice">
              <RichText value={contactForm.notice} locale={locale} />
              <details>
                <summary>{dictionary.form.rightsSummary}</summary>
                <RichText value={contactForm.rightsNotice} locale={locale} />
              </details>
            </Notice>
          </FormCard>
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
  /* Holds the form's height before its code arrives, so nothing below it (the notice) moves: the
     form stands 753 px tall from 360 px wide up, 780–804 px below (its labels wrap), its error
     lines kept whether shown or not; only the visitor's own typing (the health note) makes it taller. */
  [data-slot='contact-form'] {
    min-height: 47.125rem;
    @media (max-width: 359.98px) {
      min-height: 50.25rem;
    }
  }
`

const FormCard = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.md};
  ${theme.media.desktop} {
    padding: ${theme.space.lg};
  }
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
`

const Notice = styled.div`
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.snug};
  summary {
    display: inline-block;
    min-height: 44px;
    padding: ${theme.space.sm} 0;
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: underline;
    cursor: pointer;
  }
  details[open] summary {
    margin-bottom: ${theme.space.xxs};
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

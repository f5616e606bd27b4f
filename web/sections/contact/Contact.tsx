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
    <ContactShell id={anchor ?? undefined} aria-labelledby={headingId} $tone="mint" {...NO_FLOAT}>
      <Container>
        <Layout>
          <Intro data-reveal="left">
            <SectionHeading id={headingId} lang={spanishLang(section.heading)}>
              {section.heading}
            </SectionHeading>
            {section.intro && <Lead lang={spanishLang(section.intro)}>{section.intro}</Lead>}
          </Intro>
          {/* On a phone the form comes right after the introduction, the other ways to write
              after it: its message after sending then shows below the heading (and beside it
              from 768 px up, the details under the introduction). */}
          <FormCard data-reveal="right">
            <noscript>
              <p>
                {dictionary.form.noScript} <a href={`mailto:${email.info}`}>{settings.infoEmail}</a>
              </p>
            </noscript>
            <ContactFormSlot
              lang={locale.lang}
              dictionary={dictionary.form}
              opensInNewTab={dictionary.opensInNewTab}
              supportEmail={email.support}
              endpoint={contactForm.endpoint}
              apiKey={contactForm.apiKey}
              privacy={contactForm.privacy}
              noticeVersion={contactForm.noticeVersion}
            >
              {/* The notice at collection (Ley 25.326, art. 6) and the rights notice in full
                  (Disposición 10/2008), in the page: read before the form's code arrives, and
                  before the consent box and «Enviar» once it has. */}
              <Notice data-testid="contact-notice">
                <RichText value={contactForm.notice} locale={locale} />
                <Rights>
                  <RichText value={contactForm.rightsNotice} locale={locale} />
                </Rights>
              </Notice>
            </ContactFormSlot>
          </FormCard>
          <Details data-reveal="left">
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
        </Layout>
      </Container>
      {anchor && <Reveal targetId={anchor} />}
    </ContactShell>
  )
}

/** Undrawn on a phone, the section counts as tall as its stacked form and links (theme.layout). */
const ContactShell = styled(SectionShell)`
  ${theme.media.mobile} {
    contain-intrinsic-size: auto ${theme.layout.contactEstimateOnPhones};
  }
`

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: start;
  ${theme.media.desktop} {
    grid-template: 'intro form' auto 'details form' 1fr / 1fr 1fr;
    row-gap: ${theme.space.lg};
  }
  /* The form's parts around the notice, laid out alike before its code arrives (two empty parts,
     data-held) and after, so the notice and what follows do not move when the form comes. From
     360 px wide up the fields stand 606 px tall, below 634 (their labels wrap), their error lines
     kept whether shown or not (only the visitor's own typing, the health note, makes them
     taller); the consent box and «Enviar» 135 px, 159 where the box's words wrap (below 360 px,
     and in English, where the policy's link says it is in Spanish). After sending nothing is
     held: the card shrinks to the message. */
  [data-form-layout] {
    display: grid;
    gap: ${theme.space.sm};
  }
  [data-form-part='fields'] {
    min-height: 37.875rem;
  }
  [data-form-part='send'] {
    min-height: 8.5rem;
    &:lang(en) {
      min-height: 10rem;
    }
  }
  @media (max-width: 359.98px) {
    [data-form-part='fields'] {
      min-height: 39.625rem;
    }
    [data-form-part='send'] {
      min-height: 10rem;
    }
  }
  /* Without scripts the form never comes: nothing is held for it. */
  @media (scripting: none) {
    [data-held] {
      display: none;
    }
  }
`

const Intro = styled.div`
  ${theme.media.desktop} {
    grid-area: intro;
  }
`

const FormCard = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg} ${theme.space.md};
  ${theme.media.desktop} {
    grid-area: form;
    padding: ${theme.space.lg};
  }
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
`

const Notice = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.snug};
  /* The notice itself in the text's own colour; the rights notice under it, muted. */
  & > :first-child {
    color: ${theme.colors.ink};
  }
`

/** The authority's notice, in full and without a click, a step quieter than the notice itself. */
const Rights = styled.div`
  padding-top: ${theme.space.xs};
  border-top: 1px solid ${theme.colors.border};
`

const Details = styled.dl`
  ${theme.media.desktop} {
    grid-area: details;
  }
  display: grid;
  gap: ${theme.space.xxs} ${theme.space.md};
  margin: 0;
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

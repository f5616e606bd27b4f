'use client'

import {Field, Form, Formik, getIn, useFormikContext} from 'formik'
import {useEffect, useMemo, useRef, useState, type ReactNode} from 'react'
import styled from 'styled-components'
import {healthDetector, type HealthVocabulary} from '@habitum/content/leads/healthDetails'
import {visitAttribution} from '@/lib/contact/attribution'
import {contactSchema, HONEYPOT_FIELD, type ContactFormValues} from '@/lib/contact/schema'
import {useFormFunnel, type FormFunnel} from '@/lib/metrics/client/formFunnel'
import type {CompanyType} from '@/lib/content'
import type {Dictionary} from '@/lib/i18n/dictionary'
import type {Language} from '@/lib/i18n/languages'
import {theme} from '@/theme/theme'
import {formTokens} from './formTokens'
import {idempotencyKeys, submitContact} from './submitContact'

/**
 * The privacy policy's revision the form asks the visitor to accept, where it can be read, and the
 * language its text is in there (Spanish on an English page whose policy has no English).
 */
export type PrivacyConsent = {revision: {key: string; inForce: string}; href: string; language: Language}

export type ContactFormProps = {
  lang: Language
  dictionary: Dictionary['form']
  /** Said of a link that opens in a new tab. */
  opensInNewTab: string
  supportEmail: string
  categories: CompanyType[]
  endpoint: string
  apiKey?: string
  /** The revision in force when the page was made; the server may name a newer one (./submitContact.ts). */
  privacy?: PrivacyConsent
  /** The version of the notice beside the form, sent with the consent. */
  noticeVersion: string
  /** The words that make a message look like it holds health details. */
  health: HealthVocabulary
  /** The notice at collection, drawn by the server (./Contact.tsx): shown before the consent box and «Enviar». */
  notice?: ReactNode
}

const EMPTY: ContactFormValues = {name: '', email: '', category: '', message: '', consent: false}

/**
 * The contact form (docs/architecture.md, "What the pages show and do"): idle, submitting, success or failure. After a
 * failure «inténtalo de nuevo» brings the form back with what was typed.
 */
export default function ContactForm({
  lang,
  dictionary,
  opensInNewTab,
  supportEmail,
  categories,
  endpoint,
  apiKey,
  privacy: privacyOfPage,
  noticeVersion,
  health,
  notice,
}: ContactFormProps) {
  const [state, setState] = useState<'form' | 'success' | 'failure'>('form')
  const [values, setValues] = useState<ContactFormValues>(EMPTY)
  const [privacy, setPrivacy] = useState(privacyOfPage)
  const [privacyChanged, setPrivacyChanged] = useState(false)
  const isHealthMessage = useMemo(() => healthDetector(health), [health])
  const [keyFor] = useState(idempotencyKeys)
  const [tokens] = useState(() => formTokens(endpoint))
  const messageRef = useRef<HTMLDivElement>(null)
  // Not a Formik field: its value is only read when sending.
  const honeypotRef = useRef<HTMLInputElement>(null)
  const funnel = useFormFunnel()

  // The form's time mark starts when it first appears (./formTokens.ts).
  useEffect(() => tokens.start(), [tokens])

  useEffect(() => {
    if (state !== 'form' && messageRef.current) bringIntoView(messageRef.current)
  }, [state])

  if (state === 'success') {
    return (
      <Message ref={messageRef} tabIndex={-1} role="status">
        {dictionary.success}
      </Message>
    )
  }
  if (state === 'failure') {
    return (
      <Message ref={messageRef} tabIndex={-1} role="alert" $tone="failure">
        {dictionary.failureBefore}
        <RetryButton type="button" onClick={() => setState('form')}>
          {dictionary.failureRetry}
        </RetryButton>
        {dictionary.failureAfter} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </Message>
    )
  }

  return (
    <Formik<ContactFormValues>
      initialValues={values}
      validationSchema={contactSchema(lang)}
      onSubmit={async (submitted, {setFieldValue, setFieldTouched}) => {
        setValues(submitted)
        const outcome = await submitContact(submitted, {
          endpoint,
          apiKey,
          idempotencyKey: keyFor(submitted),
          honeypot: honeypotRef.current?.value,
          formToken: await tokens.forSubmit(),
          attribution: visitAttribution(),
          consent: {privacyRevision: privacy?.revision.key ?? '', noticeVersion},
        })
        if (outcome.kind === 'success') funnel.sent()
        else funnel.notSent()
        if (outcome.kind === 'consent-outdated') {
          // The policy changed while the visitor wrote: the new one is shown to be accepted, nothing typed is lost.
          setPrivacy((current) => current && outcome.inForce && changedRevision(current, outcome.inForce))
          setPrivacyChanged(true)
          await setFieldValue('consent', false, false)
          await setFieldTouched('consent', false, false)
          return
        }
        if (outcome.kind !== 'network-error') setState(outcome.kind)
      }}
    >
      {({isSubmitting, errors, touched, values: current}) => {
        const describe = (field: keyof ContactFormValues) =>
          touched[field] && errors[field]
            ? {'aria-invalid': true as const, 'aria-describedby': `contact-${field}-error`}
            : {'aria-invalid': false as const}
        const error = (field: keyof ContactFormValues) => (
          // Always in place, one line tall: a message appearing on blur moves nothing below it
          // (a click on «Enviar» right after leaving a field lands on «Enviar»).
          <FieldError id={`contact-${field}-error`}>{getIn(touched, field) && getIn(errors, field)}</FieldError>
        )
        const healthNote = isHealthMessage(current.message)
        return (
          <Form
            ref={funnel.watch}
            onFocus={funnel.touch}
            onInput={funnel.touch}
            noValidate
            aria-busy={isSubmitting}
            data-form-layout=""
          >
            <CountAttempts funnel={funnel} />
            <Part data-form-part="fields">
              <Row>
                <label htmlFor="contact-name">{dictionary.name}</label>
                <Field
                  id="contact-name"
                  name="name"
                  type="text"
                  autoComplete="name"
                  maxLength={200}
                  {...describe('name')}
                />
                {error('name')}
              </Row>
              <Row>
                <label htmlFor="contact-email">{dictionary.email}</label>
                <Field
                  id="contact-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...describe('email')}
                />
                {error('email')}
              </Row>
              <Row>
                <label htmlFor="contact-category">
                  {dictionary.category} <Optional>{dictionary.optional}</Optional>
                </label>
                <Field as="select" id="contact-category" name="category">
                  <option value="">{dictionary.categoryPlaceholder}</option>
                  {categories.map((category) => (
                    <option key={category.value} value={category.value ?? ''}>
                      {category.label}
                    </option>
                  ))}
                </Field>
              </Row>
              <Row>
                <label htmlFor="contact-message">{dictionary.message}</label>
                <Field
                  as="textarea"
                  id="contact-message"
                  name="message"
                  rows={7}
                  {...describe('message')}
                  aria-describedby={
                    [describe('message')['aria-describedby'], healthNote && 'contact-health-note']
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                />
                {error('message')}
                {/* Appears as the visitor types (never on its own later), so it moves nothing unasked. */}
                <HealthNote id="contact-health-note" aria-live="polite" data-shown={healthNote}>
                  {healthNote ? dictionary.healthNote : ''}
                </HealthNote>
              </Row>
              {/* For robots only: out of sight, out of the tab order, not read out. */}
              <div className="visually-hidden" aria-hidden="true">
                <label htmlFor="contact-website">{dictionary.honeypot}</label>
                <input
                  ref={honeypotRef}
                  id="contact-website"
                  name={HONEYPOT_FIELD}
                  type="text"
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </div>
            </Part>
            {notice}
            <Part data-form-part="send">
              <Consent>
                <ConsentBox>
                  <Field type="checkbox" id="contact-consent" name="consent" {...describe('consent')} />
                  <label htmlFor="contact-consent">
                    {dictionary.consentBefore}
                    {privacy ? (
                      <a
                        href={privacy.href}
                        target="_blank"
                        rel="noopener"
                        hrefLang={privacy.language === lang ? undefined : privacy.language}
                      >
                        {dictionary.consentLink}
                        {/* The policy opens in Spanish on an English page without its English text: said before it opens. */}
                        {privacy.language === lang ? null : ` ${dictionary.policyInSpanish}`}
                        <span className="visually-hidden"> {opensInNewTab}</span>
                      </a>
                    ) : (
                      dictionary.consentLink
                    )}
                  </label>
                </ConsentBox>
                {privacyChanged && (
                  <FieldNote role="alert" data-testid="contact-consent-changed">
                    {dictionary.consentChanged}
                  </FieldNote>
                )}
                {error('consent')}
              </Consent>
              <Submit type="submit" disabled={isSubmitting}>
                {isSubmitting ? dictionary.submitting : dictionary.submit}
              </Submit>
            </Part>
          </Form>
        )
      }}
    </Formik>
  )
}

/**
 * The revision the server says is in force, at the address of the page's, with that revision's day
 * (its text's language taken as the page's revision's: the server does not say it).
 */
function changedRevision(current: PrivacyConsent, inForce: {id: string; date: string}): PrivacyConsent {
  return {
    revision: {key: inForce.id, inForce: inForce.date},
    href: current.href.replace(current.revision.inForce, inForce.date),
    language: current.language,
  }
}

/**
 * After sending, the card has shrunk to the message: the section's heading and the message are
 * brought into view below the fixed header (html's scroll-padding-top), the message focused and
 * so read out. When both do not fit the screen, the message alone is.
 */
function bringIntoView(message: HTMLElement) {
  const section = message.closest('section')
  const heading = section && document.getElementById(section.getAttribute('aria-labelledby') ?? '')
  const room = innerHeight - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop || '0')
  const span = heading && message.getBoundingClientRect().bottom - heading.getBoundingClientRect().top
  if (heading && span !== null && span <= room) heading.scrollIntoView({block: 'start'})
  else message.scrollIntoView({block: 'nearest'})
  message.focus({preventScroll: true})
}

/** Each submit attempt, and then the fields whose errors it shows (Formik touches every field on an attempt). */
function CountAttempts({funnel}: {funnel: FormFunnel}) {
  const {submitCount, isSubmitting, isValidating, errors} = useFormikContext<ContactFormValues>()
  const counted = useRef({tried: submitCount, checked: submitCount})
  useEffect(() => {
    if (submitCount > counted.current.tried) {
      counted.current.tried = submitCount
      funnel.tried()
    }
    // An attempt that passes validation sends (isSubmitting until the answer), showing no errors.
    if (submitCount > counted.current.checked && !isSubmitting && !isValidating) {
      counted.current.checked = submitCount
      funnel.errorsShown(Object.keys(errors))
    }
  }, [funnel, submitCount, isSubmitting, isValidating, errors])
  return null
}

/*
 * The card around it is the section's (./Contact.tsx), which also lays out the form's parts and
 * holds their height (data-form-layout, data-form-part) before this code arrives.
 */
const Part = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space.sm};
`

const Row = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  label {
    font-weight: ${theme.fontWeights.bold};
  }
  input,
  select,
  textarea {
    width: 100%;
    min-height: 48px;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid #8a9ba3;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.white};
    color: ${theme.colors.ink};
    font: inherit;
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.error};
    box-shadow: 0 0 0 1px ${theme.colors.error};
  }
`

const Optional = styled.span`
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.inkMuted};
`

const FieldError = styled.p`
  /* One line kept for it, shown or not: nothing below moves when a message appears. */
  min-height: calc(${theme.fontSizes.sm} * ${theme.lineHeights.snug});
  color: ${theme.colors.error};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
`

const FieldNote = styled.p`
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
`

const HealthNote = styled(FieldNote)`
  &[data-shown='true'] {
    padding: ${theme.space.xs} ${theme.space.sm};
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.mint};
    color: ${theme.colors.ink};
  }
`

const Consent = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
`

const ConsentBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  input {
    flex: none;
    width: 24px;
    height: 24px;
    margin: 0;
    accent-color: ${theme.colors.primary};
  }
  label {
    /* The box and its words are one target, at least 44 px tall; one line from 360 px wide up. */
    padding: ${theme.space.sm} 0;
    font-size: ${theme.fontSizes.sm};
  }
  a {
    font-weight: ${theme.fontWeights.semibold};
  }
`

const Submit = styled.button`
  justify-self: start;
  min-height: 48px;
  padding: ${theme.space.sm} ${theme.space.xl};
  border: 0;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.bold};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryHover};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`

const Message = styled.div<{$tone?: 'failure'}>`
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: 6px solid ${({$tone}) => ($tone === 'failure' ? theme.colors.error : theme.colors.primary)};
  font-size: ${theme.fontSizes.lg};
  &:focus {
    outline: none;
  }
`

const RetryButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: ${theme.fontWeights.bold};
  text-decoration: underline;
  cursor: pointer;
`

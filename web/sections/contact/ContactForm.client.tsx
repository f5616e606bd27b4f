'use client'

import {ErrorMessage, Field, Form, Formik, useFormikContext} from 'formik'
import {useEffect, useRef, useState} from 'react'
import styled from 'styled-components'
import {visitAttribution} from '@/lib/contact/attribution'
import {contactSchema, HONEYPOT_FIELD, type ContactFields} from '@/lib/contact/schema'
import {useFormFunnel, type FormFunnel} from '@/lib/metrics/client/formFunnel'
import type {CompanyType} from '@/lib/content'
import type {Dictionary} from '@/lib/i18n/dictionary'
import type {Language} from '@/lib/i18n/languages'
import {theme} from '@/theme/theme'
import {formTokens} from './formTokens'
import {idempotencyKeys, submitContact} from './submitContact'

export type ContactFormProps = {
  lang: Language
  dictionary: Dictionary['form']
  supportEmail: string
  categories: CompanyType[]
  endpoint: string
  apiKey?: string
}

const EMPTY: ContactFields = {name: '', email: '', category: '', message: ''}

/**
 * The contact form (docs/architecture.md, "What the pages show and do"): idle, submitting, success or failure. After a
 * failure «inténtalo de nuevo» brings the form back with what was typed.
 */
export default function ContactForm({lang, dictionary, supportEmail, categories, endpoint, apiKey}: ContactFormProps) {
  const [state, setState] = useState<'form' | 'success' | 'failure'>('form')
  const [values, setValues] = useState<ContactFields>(EMPTY)
  const [keyFor] = useState(idempotencyKeys)
  const [tokens] = useState(() => formTokens(endpoint))
  const messageRef = useRef<HTMLDivElement>(null)
  // Not a Formik field: its value is only read when sending.
  const honeypotRef = useRef<HTMLInputElement>(null)
  const funnel = useFormFunnel()

  // The form's time mark starts when it first appears (./formTokens.ts).
  useEffect(() => tokens.start(), [tokens])

  useEffect(() => {
    if (state !== 'form') messageRef.current?.focus()
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
    <Formik<ContactFields>
      initialValues={values}
      validationSchema={contactSchema(lang)}
      onSubmit={async (submitted) => {
        setValues(submitted)
        const outcome = await submitContact(submitted, {
          endpoint,
          apiKey,
          idempotencyKey: keyFor(submitted),
          honeypot: honeypotRef.current?.value,
          formToken: await tokens.forSubmit(),
          attribution: visitAttribution(),
        })
        if (outcome === 'success') funnel.sent()
        else funnel.notSent()
        if (outcome !== 'network-error') setState(outcome)
      }}
    >
      {({isSubmitting, errors, touched}) => {
        const describe = (field: keyof ContactFields) =>
          touched[field] && errors[field]
            ? {'aria-invalid': true as const, 'aria-describedby': `contact-${field}-error`}
            : {'aria-invalid': false as const}
        return (
          <StyledForm
            ref={funnel.watch}
            onFocus={funnel.touch}
            onInput={funnel.touch}
            noValidate
            aria-busy={isSubmitting}
          >
            <CountAttempts funnel={funnel} />
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
              <ErrorMessage name="name" render={(text) => <FieldError id="contact-name-error">{text}</FieldError>} />
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
              <ErrorMessage name="email" render={(text) => <FieldError id="contact-email-error">{text}</FieldError>} />
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
              <Field as="textarea" id="contact-message" name="message" rows={7} {...describe('message')} />
              <ErrorMessage
                name="message"
                render={(text) => <FieldError id="contact-message-error">{text}</FieldError>}
              />
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
            <Submit type="submit" disabled={isSubmitting}>
              {isSubmitting ? dictionary.submitting : dictionary.submit}
            </Submit>
          </StyledForm>
        )
      }}
    </Formik>
  )
}

/** Each submit attempt, and then the fields whose errors it shows (Formik touches every field on an attempt). */
function CountAttempts({funnel}: {funnel: FormFunnel}) {
  const {submitCount, isSubmitting, isValidating, errors} = useFormikContext<ContactFields>()
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

const StyledForm = styled(Form)`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
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
  color: ${theme.colors.error};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
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
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  border-left: 6px solid ${({$tone}) => ($tone === 'failure' ? theme.colors.error : theme.colors.primary)};
  box-shadow: ${theme.shadows.card};
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

'use client'

import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react'
import {contactFormOptionsUrl, NO_FORM_OPTIONS, type ContactFormOptions} from '@/lib/contact/formOptions'
import {useHasComeNear} from '@/lib/ui/useHasComeNear'
import type {ContactFormProps} from './ContactForm.client'

const loadContactForm = () => import('./ContactForm.client')

/** The form's code (and yup, Formik) is fetched only when the contact section comes near. */
const ContactForm = lazy(loadContactForm)

/** What the page gives the form: all it needs but its options, which the slot reads once near, and the notice it draws. */
type ContactFormSlotProps = Omit<ContactFormProps, 'notice' | keyof ContactFormOptions> & {children: ReactNode}

/**
 * The form's place, and the notice at collection (`children`, drawn by the server) inside it. Until
 * the form's code and options have arrived the notice stands between two empty parts as tall as the
 * form's (./Contact.tsx holds their height), so it is read before the form comes and does not move
 * when it does; the form then shows it before the consent box and «Enviar».
 */
export function ContactFormSlot({children, ...props}: ContactFormSlotProps) {
  const slot = useRef<HTMLDivElement>(null)
  const isNear = useHasComeNear(slot, '800px 0px')
  const options = useFormOptions(props.lang, isNear)
  const waiting = (
    <div data-form-layout="">
      <div data-form-part="fields" data-held="" />
      {children}
      <div data-form-part="send" data-held="" />
    </div>
  )

  return (
    <div ref={slot} data-slot="contact-form">
      {isNear && options ? (
        <Suspense fallback={waiting}>
          <ContactForm {...props} {...options} notice={children} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  )
}

/**
 * The form's options (@/lib/contact/formOptions), read once `near`, while its code is fetched
 * beside them. If they cannot be read the form is drawn all the same, without them: its category is
 * optional, and the endpoint checks for health details whatever the note said.
 */
function useFormOptions(lang: ContactFormProps['lang'], near: boolean) {
  const [options, setOptions] = useState<ContactFormOptions>()
  useEffect(() => {
    if (!near) return
    let current = true
    void loadContactForm()
    fetch(contactFormOptionsUrl(lang), {headers: {Accept: 'application/json'}})
      .then((response) => {
        if (!response.ok) throw new Error(`the form's options answered ${response.status}`)
        return response.json() as Promise<ContactFormOptions>
      })
      .catch((error: unknown) => {
        console.error('[contact] the form is drawn without its options', error)
        return NO_FORM_OPTIONS
      })
      .then((read) => current && setOptions(read))
    return () => {
      current = false
    }
  }, [lang, near])
  return options
}

'use client'

import dynamic from 'next/dynamic'
import {useEffect, useRef, useState} from 'react'
import {contactFormOptionsUrl, NO_FORM_OPTIONS, type ContactFormOptions} from '@/lib/contact/formOptions'
import {useHasComeNear} from '@/lib/ui/useHasComeNear'
import type {ContactFormProps} from './ContactForm.client'

const loadContactForm = () => import('./ContactForm.client')

/** The form's code (and yup, Formik) is fetched only when the contact section comes near. */
const ContactForm = dynamic(loadContactForm, {ssr: false, loading: () => null})

/** What the page gives the form: all it needs but its options, which the slot reads once near. */
type ContactFormSlotProps = Omit<ContactFormProps, keyof ContactFormOptions>

export function ContactFormSlot(props: ContactFormSlotProps) {
  const slot = useRef<HTMLDivElement>(null)
  const isNear = useHasComeNear(slot, '800px 0px')
  const options = useFormOptions(props.lang, isNear)

  return (
    // The section holds the slot's height (min-height on [data-slot]) so nothing below it moves.
    <div ref={slot} data-slot="contact-form">
      {isNear && options && <ContactForm {...props} {...options} />}
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

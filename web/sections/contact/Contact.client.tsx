'use client'

import dynamic from 'next/dynamic'
import {useRef} from 'react'
import {useHasComeNear} from '@/lib/ui/useHasComeNear'
import type {ContactFormProps} from './ContactForm.client'

/** The form's code (and yup, Formik) is fetched only when the contact section comes near. */
const ContactForm = dynamic(() => import('./ContactForm.client'), {ssr: false, loading: () => null})

export function ContactFormSlot(props: ContactFormProps) {
  const slot = useRef<HTMLDivElement>(null)
  const isNear = useHasComeNear(slot, '800px 0px')

  return (
    // The section holds the slot's height (min-height on [data-slot]) so nothing below it moves.
    <div ref={slot} data-slot="contact-form">
      {isNear && <ContactForm {...props} />}
    </div>
  )
}

'use client'

import {lazy, Suspense, useRef, type ReactNode} from 'react'
import {useHasComeNear} from '@/lib/ui/useHasComeNear'
import type {ContactFormProps} from './ContactForm.client'

/** The form's code (and yup, Formik) is fetched only when the contact section comes near. */
const ContactForm = lazy(() => import('./ContactForm.client'))

/**
 * The form's place, and the notice at collection (`children`, drawn by the server) inside it. Until
 * the form's code has arrived the notice stands between two empty parts as tall as the form's
 * (./Contact.tsx holds their height), so it is read before the form comes and does not move when
 * it does; the form then shows it before the consent box and «Enviar».
 */
export function ContactFormSlot({children, ...props}: Omit<ContactFormProps, 'notice'> & {children: ReactNode}) {
  const slot = useRef<HTMLDivElement>(null)
  const isNear = useHasComeNear(slot, '800px 0px')
  const waiting = (
    <div data-form-layout="">
      <div data-form-part="fields" data-held="" />
      {children}
      <div data-form-part="send" data-held="" />
    </div>
  )

  return (
    <div ref={slot} data-slot="contact-form">
      {isNear ? (
        <Suspense fallback={waiting}>
          <ContactForm {...props} notice={children} />
        </Suspense>
      ) : (
        waiting
      )}
    </div>
  )
}

'use client'

import dynamic from 'next/dynamic'
import {useEffect, useRef, useState} from 'react'
import type {ContactFormProps} from './ContactForm'

/** The form's code (and yup, Formik) is fetched only when the contact section comes near. */
const ContactForm = dynamic(() => import('./ContactForm'), {ssr: false, loading: () => null})

export function ContactFormSlot(props: ContactFormProps) {
  const slot = useRef<HTMLDivElement>(null)
  const [isNear, setIsNear] = useState(false)

  useEffect(() => {
    const element = slot.current
    if (!element || isNear) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true)
      },
      {rootMargin: '800px 0px'},
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [isNear])

  return (
    // The section holds the slot's height (min-height on [data-slot]) so nothing below it moves.
    <div ref={slot} data-slot="contact-form">
      {isNear && <ContactForm {...props} />}
    </div>
  )
}

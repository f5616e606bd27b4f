'use client'

import {useEffect, useState} from 'react'
import {FORM_FIELDS, type FormField, type FunnelStep} from '@habitum/content/metrics/events'
import {record} from './queue'

/**
 * The contact form's funnel (packages/content/metrics/events.ts), for one form on the page:
 * `seen` once, when it first comes into the viewport (or at the first touch or try, if the
 * observer has not said so yet: what is used was seen, so each step counts within the one before
 * it); `touched` once, at the first focus or input in one of its fields; `tried` at each submit
 * attempt, with a `fieldError` for each field whose error that attempt shows (the field's name
 * only); `sent` when the server took the message.
 *
 * `failed` is counted once, when the visitor leaves the form unsent after an attempt that failed
 * (the server refused it, or it never arrived): the page is left (`pagehide`) or the form goes
 * away (an in-site navigation). Not at the failed attempt itself: the form keeps what was typed
 * and offers to send it again, and a retry that then goes through is a message sent, not a
 * failure. Not when the page is merely hidden either: a visitor who switches to the mail app to
 * copy the address may come back and send. A phone that discards a hidden tab without
 * `pagehide` loses that `failed`; the tries and the sends still tell.
 */
export type FormFunnel = ReturnType<typeof formFunnel>

const isFormField = (name: string): name is FormField => (FORM_FIELDS as readonly string[]).includes(name)

export function formFunnel() {
  const done = new Set<FunnelStep>()
  let failing = false
  const step = (name: FunnelStep) => record({kind: 'funnel', step: name})
  const once = (name: 'seen' | 'touched') => {
    if (done.has(name)) return
    done.add(name)
    step(name)
  }
  return {
    /** A callback ref for the <form>: `seen` the first time any of it is in the viewport. */
    watch(form: HTMLFormElement | null) {
      if (!form || done.has('seen') || typeof IntersectionObserver === 'undefined') return
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        once('seen')
      })
      observer.observe(form)
      return () => observer.disconnect()
    },
    /** A focus or input event in the form: `touched` the first time it is in a field a person fills. */
    touch(event: {target: EventTarget | null}) {
      const field = event.target
      // Not the submit button, nor the robots' hidden field (out of the tab order).
      if (
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      ) {
        if (field.tabIndex < 0) return
        // A field is focused in view (the browser scrolls to it): seen, if the observer has not said so yet.
        once('seen')
        once('touched')
      }
    },
    tried() {
      once('seen')
      step('tried')
    },
    /** The fields whose validation errors a submit attempt shows (names outside the form's fields are ignored). */
    errorsShown(fields: readonly string[]) {
      for (const field of fields.filter(isFormField)) record({kind: 'fieldError', field})
    },
    sent() {
      failing = false
      step('sent')
    },
    /** An attempt that did not get through: `failed` if the visitor leaves without sending it after all. */
    notSent() {
      failing = true
    },
    /** The visitor leaves the form. */
    left() {
      if (!failing) return
      failing = false
      step('failed')
    },
  }
}

/** The funnel of the form this component draws: kept across its states, `failed` counted when it is left. */
export function useFormFunnel(): FormFunnel {
  const [funnel] = useState(formFunnel)
  useEffect(() => {
    const left = () => funnel.left()
    addEventListener('pagehide', left)
    return () => {
      removeEventListener('pagehide', left)
      left()
    }
  }, [funnel])
  return funnel
}

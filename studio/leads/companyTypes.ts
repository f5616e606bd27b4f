import {useEffect, useSyncExternalStore} from 'react'
import {useDocumentStore, type DocumentStore} from 'sanity'
import {companyTypeTitles, type CompanyTypeTitles} from '@habitum/content/leads/csv'
import {API_VERSION} from '../../schemas/apiVersion'
import {companyTypeTitlesForPreview} from '../../schemas/documents/contactRequest'
import {COMPANY_TYPES_PERSPECTIVE, COMPANY_TYPES_QUERY} from './queries'

let titles: CompanyTypeTitles | undefined
let watching: Promise<void> | undefined
const listeners = new Set<() => void>()

function keep(next: CompanyTypeTitles) {
  titles = next
  // The inbox lists' previews read them synchronously (a `prepare` cannot fetch).
  companyTypeTitlesForPreview.clear()
  for (const [value, label] of next) companyTypeTitlesForPreview.set(value, label)
  for (const listener of listeners) listener()
}

/**
 * Keeps the organisation types' Spanish labels as the dataset has them, for every lead screen of
 * the Studio: one query, and the Studio's own listener to read them again when an editor renames
 * one, for the whole session however many leads are drawn. Resolves once they are first known, or
 * could not be read (screens then show the values the leads store, and the next call tries again).
 */
export function watchCompanyTypeTitles(documentStore: DocumentStore): Promise<void> {
  watching ??= new Promise<void>((resolve) => {
    documentStore
      .listenQuery(
        {fetch: COMPANY_TYPES_QUERY, listen: '*[_type == "companyType"]'},
        {},
        {perspective: COMPANY_TYPES_PERSPECTIVE, apiVersion: API_VERSION, tag: 'leads.company-types'},
      )
      .subscribe({
        next: (types) => {
          keep(companyTypeTitles(Array.isArray(types) ? types : []))
          resolve()
        },
        error: () => {
          watching = undefined
          resolve()
        },
      })
  })
  return watching
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The labels for a component: undefined until first read, then kept up to date. */
export function useCompanyTypeTitles(): CompanyTypeTitles | undefined {
  const documentStore = useDocumentStore()
  useEffect(() => void watchCompanyTypeTitles(documentStore), [documentStore])
  return useSyncExternalStore(subscribe, () => titles)
}

/** A lead's organisation type by its label; the value itself when no company type has it. */
export const companyTypeTitle = (value: string | undefined, known: CompanyTypeTitles | undefined) =>
  value ? (known?.get(value) ?? value) : undefined

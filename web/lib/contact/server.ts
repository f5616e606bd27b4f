import {createClient} from '@sanity/client'
import {getServerConfig} from '../config'
import {getCompanyTypes} from '../content'
import {sanityConnection} from '../content/source'
import {secretsMatch} from '../security/constantTime'
import {createRateLimiter} from './rateLimit'
import {createLocalContactStore, createSanityContactStore, type ContactStore} from './store'

/** The contact endpoint's collaborators, made once per server process from configuration. */

export const API_KEY_HEADER = 'x-api-key'
export const MAX_BODY_BYTES = 16 * 1024

/** Compares keys in constant time. */
export function apiKeyMatches(given: string | null, expected: string): boolean {
  return secretsMatch(given ?? '', expected)
}

let store: ContactStore | undefined
export function getContactStore(): ContactStore {
  if (!store) {
    const {contact, sanity} = getServerConfig()
    store =
      contact.sanityWriteToken && sanity
        ? createSanityContactStore(
            createClient({...sanityConnection({...sanity, token: contact.sanityWriteToken}), useCdn: false}),
          )
        : createLocalContactStore(contact.dataDir)
  }
  return store
}

let limiter: ReturnType<typeof createRateLimiter> | undefined
export function getRateLimiter() {
  const {limit, windowMs} = getServerConfig().contact.rateLimit
  limiter ??= createRateLimiter(limit, windowMs)
  return limiter
}

/**
 * The company types editors offer in the form, asked for on every request (requests are few), so
 * a type published in the Studio is accepted as soon as the form shows it.
 */
export async function getCategoryValues(): Promise<string[]> {
  const types = await getCompanyTypes('es')
  return types.map((type) => type.value).filter((value): value is string => Boolean(value))
}

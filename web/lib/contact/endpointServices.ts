import {getServerConfig} from '../config'
import {getCompanyTypes} from '../content'
import {routeLimiter} from '../http/rateLimit'
import {secretsMatch} from '../security/constantTime'
import {createCategoryList} from './categories'
import {createContactRules, readContactRules} from './consent'
import {loadFormTokenSecret} from './formTokenSecret'
import {leadStoreFor} from './leadStore'
import {recoverLocalContactRequests, type ContactStore} from './store'

/** The contact endpoint's collaborators, made once per server process from configuration. */

export const API_KEY_HEADER = 'x-api-key'
export const MAX_BODY_BYTES = 16 * 1024

/** Whether a request's API_KEY_HEADER lets it in: any does without CONTACT_API_KEY; compared in constant time. */
export function apiKeyAccepted(given: string | null): boolean {
  const {apiKey} = getServerConfig().contact
  return !apiKey || secretsMatch(given ?? '', apiKey)
}

/**
 * Requests go to a dataset with a write token (the project's, or the local lake's), else to the
 * local store under DATA_DIR.
 */
function storesInSanity() {
  return Boolean(getServerConfig().contact.sanity)
}

let store: ContactStore | undefined
export function getContactStore(): ContactStore {
  if (!store) {
    store = leadStoreFor(getServerConfig().contact)
  }
  return store
}

/** On start (web/instrumentation.ts): puts right what a crash left in the local store. */
export async function recoverContactStore() {
  if (storesInSanity()) return
  const {recovered, removed} = await recoverLocalContactRequests(getServerConfig().contact.dataDir)
  if (recovered.length > 0 || removed.length > 0) {
    console.info(
      `[contact] after a crash: ${recovered.length} whole request(s) put in place (${recovered.join(', ')}), ${removed.length} cut write(s) removed`,
    )
  }
}

/** Contact requests per client (CONTACT_RATE_LIMIT): a person sends a few. */
export const getRateLimiter = routeLimiter('contact', () => getServerConfig().contact.rateLimit)

let categories: ReturnType<typeof createCategoryList> | undefined
/**
 * The company types editors offer in the form, kept as last read (./categories.ts): a visitor's
 * message never waits on, or fails with, the content source.
 */
export function getCategoryList() {
  categories ??= createCategoryList(async () => {
    const types = await getCompanyTypes('es')
    return types.map((type) => type.value).filter((value): value is string => Boolean(value))
  })
  return categories
}

let rules: ReturnType<typeof createContactRules> | undefined
/**
 * The privacy policy's revisions and the health-details vocabulary, kept as last read
 * (./consent.ts): the revision a request consents to, and whether its message holds health details.
 */
export function getContactRules() {
  rules ??= createContactRules(readContactRules)
  return rules
}

let formTokenSecret: Promise<string> | undefined
/**
 * The secret form tokens are signed with: CONTACT_FORM_SECRET, or the one kept in DATA_DIR
 * (./formTokenSecret.ts). A failed reading (an unwritable DATA_DIR) is tried again next time.
 */
export function getFormTokenSecret(): Promise<string> {
  const {formTokenSecret: configured, dataDir} = getServerConfig().contact
  formTokenSecret ??= (configured ? Promise.resolve(configured) : loadFormTokenSecret(dataDir)).catch((error) => {
    formTokenSecret = undefined
    throw error
  })
  return formTokenSecret
}

import type {ContactFields} from '@/lib/contact/schema'

export type SubmitOutcome = 'success' | 'failure' | 'network-error'

/**
 * Sends the form as SPEC.md says: POST JSON {name, email, message, category} with the API key
 * header. Any ok status is a success, any other a failure; the body of the answer is not read.
 * A thrown network error is only logged.
 */
export async function submitContact(
  fields: ContactFields,
  {endpoint, apiKey}: {endpoint: string; apiKey?: string},
): Promise<SubmitOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', ...(apiKey ? {'x-api-key': apiKey} : {})},
      body: JSON.stringify({name: fields.name, email: fields.email, message: fields.message, category: fields.category}),
    })
    return response.ok ? 'success' : 'failure'
  } catch (error) {
    console.error('The contact request could not be sent', error)
    return 'network-error'
  }
}

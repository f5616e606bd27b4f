import {formTokenUrl, MIN_FILL_MS} from '@/lib/contact/formToken'

type Held = {token: string; receivedAt: number}

export type FormTokens = {
  /** When the form first renders: asks for the token its request will carry. */
  start(): void
  /** The token to send; undefined when none could be had (the request then goes without). */
  forSubmit(): Promise<string | undefined>
}

/**
 * The form's time mark (web/lib/contact/formToken.ts), fetched once when the form first renders and
 * sent with every request of it, retries included: an old token is fine. When that first fetch
 * failed, sending fetches one then; such a token is only moments old, and a person's request
 * must not pass for a robot's, so the sending waits until it is MIN_FILL_MS old (under «Enviando...»).
 */
export function formTokens(
  endpoint: string,
  {now = Date.now, wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))} = {},
): FormTokens {
  let first: Promise<Held | undefined> | undefined
  const fetchToken = async (): Promise<Held | undefined> => {
    try {
      const response = await fetch(formTokenUrl(endpoint), {cache: 'no-store'})
      if (!response.ok) return undefined
      const {token} = (await response.json()) as {token?: unknown}
      return typeof token === 'string' ? {token, receivedAt: now()} : undefined
    } catch {
      return undefined
    }
  }
  return {
    start() {
      first ??= fetchToken()
    },
    async forSubmit() {
      const held = await (first ??= fetchToken())
      if (held) return held.token
      const late = await fetchToken()
      if (!late) return undefined
      first = Promise.resolve(late)
      await wait(Math.max(0, MIN_FILL_MS - (now() - late.receivedAt)))
      return late.token
    },
  }
}

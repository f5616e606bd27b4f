import type {OutgoingHttpHeaders, ServerResponse} from 'node:http'

/**
 * An answer's headers just before its head goes out, however they were set: on the response
 * (setHeader), or given to writeHead, which Next and ./pageResponses.ts both do.
 */
export type OutgoingHead = {
  get: (name: string) => string
  /** Sets the header, or removes it (undefined), wherever it was set. */
  set: (name: string, value: string | undefined) => void
}

/** Has `edit` read and change the headers of `response` as its head goes out (hooks run last-added first). */
export function beforeHead(response: ServerResponse, edit: (head: OutgoingHead) => void) {
  const writeHead = response.writeHead
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = args.find(
      (arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg),
    )
    const keysOf = (name: string) => Object.keys(given ?? {}).filter((key) => key.toLowerCase() === name.toLowerCase())
    edit({
      get: (name) => {
        const [key] = keysOf(name)
        return String((key !== undefined ? given![key] : this.getHeader(name)) ?? '')
      },
      set: (name, value) => {
        for (const key of keysOf(name)) delete given![key]
        if (value === undefined) this.removeHeader(name)
        else this.setHeader(name, value)
      },
    })
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
}

import type {CdnPurge} from '../../config'
import {PURGE_TIMEOUT_MS, unreachable, type PurgeProblem} from './problems'

/**
 * Varnish with xkey (deploy/varnish/site.vcl): `PURGE /` with the tags in `xkey-purge`, at every
 * address. The VCL lets only the origins purge.
 */
type Varnish = Extract<CdnPurge, {kind: 'varnish'}>

/** Varnish refuses a request header past 8 KB (http_req_hdr_len): tags go in batches well inside it. */
const MAX_TAGS_BYTES = 4_000

export async function purgeVarnish(cdn: Varnish, tags: string[]): Promise<PurgeProblem[]> {
  const requests = cdn.addresses.flatMap((address) =>
    batches(tags).map(async (batch): Promise<PurgeProblem | undefined> => {
      try {
        const response = await fetch(`${address}/`, {
          method: 'PURGE',
          headers: {'xkey-purge': batch.join(' ')},
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        })
        return response.ok ? undefined : {tags: batch, problem: `${address} answered ${response.status}`}
      } catch (error) {
        return {tags: batch, problem: unreachable(address, error)}
      }
    }),
  )
  return (await Promise.all(requests)).filter((problem) => problem !== undefined)
}

function batches(tags: string[]): string[][] {
  const all: string[][] = [[]]
  let bytes = 0
  for (const tag of tags) {
    if (bytes + tag.length + 1 > MAX_TAGS_BYTES && all.at(-1)!.length > 0) {
      all.push([])
      bytes = 0
    }
    all.at(-1)!.push(tag)
    bytes += tag.length + 1
  }
  return all
}

import {getServerConfig} from '@/lib/config'
import {enableDraftMode} from '@/lib/preview/enableDraftMode'

export const dynamic = 'force-dynamic'

/** Turns preview (Next's draft mode) on for an editor: README, "Previewing drafts". */
export function GET(request: Request) {
  return enableDraftMode(request, getServerConfig())
}

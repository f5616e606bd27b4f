import {Card, Text} from '@sanity/ui'
import {IntentLink} from 'sanity/router'
import {LAUNCH_TYPE, LAUNCHABLE_TYPES} from '../../schemas/launches/rules'
import {launchNotice} from './documentLaunch'
import {useLaunchHolding} from './documentLaunchStore'

const TONES = {draft: 'primary', scheduled: 'primary', failed: 'critical'} as const

/**
 * Above a document's fields, while a launch that has not gone live holds it: which launch, when it
 * goes live (or that it is being prepared, or why it did not), and a link that opens the launch.
 */
export function DocumentLaunchNotice({document}: {document: {_id?: string; _type?: string} | undefined}) {
  const launch = useLaunchHolding(document?._id ?? '')
  if (!document?._id || !LAUNCHABLE_TYPES[document._type ?? ''] || !launch) return null
  return (
    <Card
      padding={3}
      radius={2}
      border
      tone={TONES[launch.status as keyof typeof TONES] ?? 'primary'}
      data-testid="launch-notice"
    >
      <Text size={1}>
        {launchNotice(launch)}{' '}
        <IntentLink intent="edit" params={{id: launch._id, type: LAUNCH_TYPE}}>
          Abrir el lanzamiento
        </IntentLink>
      </Text>
    </Card>
  )
}

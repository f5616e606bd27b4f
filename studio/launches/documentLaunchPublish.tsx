import {useState} from 'react'
import {getPublishedId, useClient, type DocumentActionComponent} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'
import {publishOutsideLaunchQuestion, withoutChange} from './documentLaunch'
import {useLaunchHolding} from './documentLaunchStore'

const wrappers = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/**
 * Publish, for a document in a launch that has not gone live: asks first, since publishing it now
 * takes it live alone, outside the launch. Confirmed, the document leaves the launch before it is
 * published: left in, the launch would find nothing of it to publish and fail at its hour. Publish
 * as it was otherwise, and when it opens a dialog of its own (under the review rule, why it cannot
 * be published yet): nothing would go live then.
 */
export function warnedPublish(original: DocumentActionComponent): DocumentActionComponent {
  // The resolver runs on every render: one wrapper per original keeps the action's state.
  const known = wrappers.get(original)
  if (known) return known
  const WarnedPublish: DocumentActionComponent = (props) => {
    const result = original(props)
    const launch = useLaunchHolding(props.id)
    const client = useClient({apiVersion: API_VERSION})
    const [asking, setAsking] = useState(false)
    if (!result || !launch || result.dialog !== undefined || !result.onHandle) return result
    const publish = result.onHandle
    return {
      ...result,
      onHandle: () => setAsking(true),
      dialog: asking && {
        type: 'confirm',
        tone: 'caution',
        message: publishOutsideLaunchQuestion(launch),
        confirmButtonText: 'Publicar igual',
        cancelButtonText: 'Cancelar',
        onCancel: () => setAsking(false),
        onConfirm: () => {
          setAsking(false)
          // Tied to the launch's revision: should it change meanwhile, nothing is published.
          client
            .patch(launch._id)
            .ifRevisionId(launch._rev!)
            .set({changes: withoutChange(launch, getPublishedId(props.id))})
            .commit({visibility: 'sync'})
            .then(() => publish())
            .catch((error: unknown) => console.error('[launches] taking the document out of its launch failed', error))
        },
      },
    }
  }
  WarnedPublish.action = original.action
  WarnedPublish.displayName = 'WarnedPublish'
  wrappers.set(original, WarnedPublish)
  return WarnedPublish
}

import {useCallback} from 'react'
import {getDraftId, getPublishedId, useClient, type DocumentActionProps} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'
import {publicationOf, publishBlocker, reviewKindOf, ruleIsOn, type ReviewedDocument} from '../../schemas/review/rules'
import {useReviewSettings} from './settings'

/**
 * What publishing the open document needs under the review rule: `blocker`, why it may not be
 * published yet (null when it may), and `publishReviewed`, which publishes it with its publication
 * record (who wrote, who approved and when) in one transaction, the review records dropped.
 * With the rule off, `ruleApplies` is false and the Studio's own publishing is used.
 */
export function useReviewedPublish(props: Pick<DocumentActionProps, 'id' | 'type' | 'draft' | 'published'>) {
  const settings = useReviewSettings()
  const client = useClient({apiVersion: API_VERSION})
  const draft = props.draft as ReviewedDocument | null
  const blocker = draft ? publishBlocker(draft, settings) : null
  const ruleApplies = ruleIsOn(settings) && reviewKindOf(props.type) !== undefined && Boolean(draft)
  const publishReviewed = useCallback(async () => {
    if (!draft) return
    const [draftId, publishedId] = [getDraftId(props.id), getPublishedId(props.id)]
    await client.action([
      {
        actionType: 'sanity.action.document.edit',
        draftId,
        publishedId,
        patch: {set: {publication: publicationOf(draft, new Date().toISOString())}, unset: ['review']},
      },
      {
        actionType: 'sanity.action.document.publish',
        draftId,
        publishedId,
        ...(props.published?._rev ? {ifPublishedRevisionId: props.published._rev} : {}),
      },
    ])
  }, [client, draft, props.id, props.published?._rev])
  return {blocker, ruleApplies, publishReviewed}
}

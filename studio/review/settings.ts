import {useCurrentUser, useEditState} from 'sanity'
import {SITE_SETTINGS_ID} from '../../schemas/documents/siteSettings'
import type {ReviewSettings} from '../../schemas/review/rules'

/**
 * The review rule and reviewers as published in «Ajustes del sitio», kept current while the
 * Studio is open (an unpublished change to the settings does not count yet).
 */
export function useReviewSettings(): ReviewSettings | undefined {
  const {published} = useEditState(SITE_SETTINGS_ID, 'siteSettings', 'low')
  return (published as {review?: ReviewSettings} | null)?.review
}

export const useCurrentUserId = () => useCurrentUser()?.id

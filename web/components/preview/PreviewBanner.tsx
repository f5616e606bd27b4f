import styled from 'styled-components'
import type {PreviewedLaunch} from '@/lib/content/previewedLaunch'
import type {PreviewMicrocopy} from '@/lib/preview/microcopy'
import {theme} from '@/theme/theme'
import {DRAFT_MODE_DISABLE_PATH} from '../../../schemas/site/preview'

/**
 * Says, in the page's language, that this page shows drafts (or which launch it shows), with the way out. A plain link:
 * leaving preview needs no script (the route goes back to the page it was left from).
 */
export function PreviewBanner({words, launch}: {words: PreviewMicrocopy; launch?: PreviewedLaunch}) {
  const title = launch ? words.launchBanner(launch.title) : words.banner
  return (
    <Banner aria-label={title}>
      <strong>{title}</strong>
      <Exit href={DRAFT_MODE_DISABLE_PATH}>{words.exit}</Exit>
    </Banner>
  )
}

const Banner = styled.aside`
  position: fixed;
  bottom: ${theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  z-index: 200;
  display: flex;
  gap: ${theme.space.md};
  align-items: center;
  padding: ${theme.space.xs} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.sm};
  box-shadow: ${theme.shadows.card};
  white-space: nowrap;
`

const Exit = styled.a`
  color: ${theme.colors.sun};
  text-decoration: underline;
`

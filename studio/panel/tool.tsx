import {DashboardIcon} from '@sanity/icons/Dashboard'
import {Flex, Spinner} from '@sanity/ui'
import {lazy, Suspense} from 'react'
import type {Tool} from 'sanity'

/** Loaded when the tool opens: the chart library stays out of the Studio's first load. */
const PanelTool = lazy(() => import('./PanelTool').then((module) => ({default: module.PanelTool})))

function LazyPanelTool() {
  return (
    <Suspense
      fallback={
        <Flex padding={5} justify="center">
          <Spinner muted />
        </Flex>
      }
    >
      <PanelTool />
    </Suspense>
  )
}

/** «Panel» (studio/panel/): the site's aggregate metrics and its leads over the last days. */
export const panelTool: Tool = {
  name: 'panel',
  title: 'Panel',
  icon: DashboardIcon,
  component: LazyPanelTool,
}

import {DashboardIcon} from '@sanity/icons/Dashboard'
import type {Tool} from 'sanity'
import {PanelTool} from './PanelTool'

/** «Panel» (studio/panel/): the site's aggregate metrics and its leads over the last days. */
export const panelTool: Tool = {
  name: 'panel',
  title: 'Panel',
  icon: DashboardIcon,
  component: PanelTool,
}

import {DocumentSheetIcon} from '@sanity/icons/DocumentSheet'
import type {Tool} from 'sanity'
import {LeadsTool} from './LeadsTool'

/** The Studio's leads tool (studio/leads/): export to CSV, and a person's data on request. */
export const leadsTool: Tool = {
  name: 'solicitudes',
  title: 'Solicitudes: exportar y borrar',
  icon: DocumentSheetIcon,
  component: LeadsTool,
}

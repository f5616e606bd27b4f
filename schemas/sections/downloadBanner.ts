import {defineType} from '../define'
import {DownloadIcon} from '@sanity/icons/Download'
import {headingField, sectionPreview, textField} from './fields'

/** A band inviting to download the app, with the store badges from the site settings. */
export const downloadBanner = defineType({
  name: 'downloadBanner',
  title: 'Descarga de la app',
  type: 'object',
  icon: DownloadIcon,
  fields: [headingField(140), textField('text', 'Texto', 300, false)],
  preview: sectionPreview('Descarga de la app'),
})

import {esESLocale} from '@sanity/locale-es-es'
import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {API_VERSION} from './schemas/apiVersion'
import {schemaTypes} from './schemas'
import {LAUNCH_TYPE} from './schemas/launches/rules'
import {leadsTool} from './studio/leads/tool'
import {panelTool} from './studio/panel/tool'
import {studioApiHost, studioDataset, studioPreviewAllowOrigins, studioPreviewUrl, studioProjectId} from './studio/env'
import {spanishBadges} from './studio/launches/documentConfig'
import {localLakeComments, localLakeOptions} from './studio/localLake'
import {FormInput} from './studio/formInputs'
import {sitePresentation} from './studio/presentation'
import {publishWithRedirect} from './studio/redirectOnSlugChange'
import {withReview} from './studio/review/actions'
import {withLaunches} from './studio/launches/documentLaunchActions'
import {ScheduleAction} from './studio/scheduling/ScheduleAction'
import {creatableTemplates, singletonActions, withoutLeadCreation} from './studio/singletons'
import {defaultDocumentNode, structure} from './studio/structure'
import {StudioLayout} from './studio/layout'
import {spanishCompletions} from './studio/locale'
import {toolsFor, VISION_TOOL} from './studio/tools'

export default defineConfig({
  name: 'habitum',
  title: 'Habitum · Contenido del sitio',
  projectId: studioProjectId,
  dataset: studioDataset,
  // The Studio's own interface in Spanish, as the project's labels are.
  plugins: [
    // A page's edit screen also shows its own figures, «Rendimiento» (studio/performance/).
    structureTool({structure, defaultDocumentNode, title: 'Contenido'}),
    sitePresentation(studioPreviewUrl, studioPreviewAllowOrigins),
    visionTool({name: VISION_TOOL, defaultApiVersion: API_VERSION}),
    esESLocale(),
  ],
  // What that Spanish leaves in English in this version of Sanity, completed (studio/locale.ts).
  i18n: {bundles: spanishCompletions},
  // Export of the leads, and a person's data on request (studio/leads/); the site's metrics and
  // leads over the last days (studio/panel/, its charts shared with «Rendimiento» in studio/metrics/). Vision for administrators only (studio/tools.ts).
  tools: (tools, context) => toolsFor([...tools, leadsTool, panelTool], context),
  // Array items' breadcrumbs in sentence case, as their titles are written (studio/layout.tsx).
  studio: {components: {layout: StudioLayout}},
  // Inputs the Studio adds to: search previews, review status and reviewer pickers, days of notice (studio/formInputs.tsx).
  form: {components: {input: FormInput}},
  schema: {
    types: schemaTypes,
    templates: creatableTemplates,
  },
  document: {
    // «Live» (a launch, written at once) said in Spanish (studio/launches/).
    badges: spanishBadges,
    // A content document's change can join a launch; Publish warns of one (studio/launches/).
    actions: (actions, {schemaType}) =>
      withLaunches(
        [
          // Shown first, when a published page's address changes (studio/redirectOnSlugChange.tsx).
          ...(schemaType === 'page' ? [publishWithRedirect] : []),
          // Pages, FAQ items and legal documents need a reviewer's approval (studio/review/).
          // A launch keeps Sanity's own actions: it is published from its screen (studio/launches/).
          ...(schemaType === LAUNCH_TYPE
            ? actions
            : withReview(withoutLeadCreation(singletonActions(actions, schemaType), schemaType), schemaType)),
          // A page's draft can go live on a date (studio/scheduling/).
          ...(schemaType === 'page' ? [ScheduleAction] : []),
        ],
        schemaType,
      ),
    ...localLakeComments(studioApiHost),
  },
  ...localLakeOptions(studioApiHost),
})

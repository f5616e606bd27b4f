import type {Language} from '../i18n/languages'

/**
 * What pages in preview say to editors, in the page's language. Kept apart from the interface
 * dictionary (lib/i18n/dictionary.ts), which visitors' browsers load with the error page:
 * words only editors read must not weigh on every visitor's page.
 */
export type PreviewMicrocopy = {
  banner: string
  /** The banner of a launch's preview, naming the launch (null: a launch with no name yet). */
  launchBanner: (title: string | null) => string
  exit: string
  sectionFailed: string
  sectionFailedHint: string
}

const PREVIEW_MICROCOPY: Record<Language, PreviewMicrocopy> = {
  es: {
    banner: 'Vista previa: borrador',
    launchBanner: (title) => (title ? `Vista previa: lanzamiento «${title}»` : 'Vista previa: lanzamiento sin nombre'),
    exit: 'Salir de la vista previa',
    sectionFailed: 'Esta sección no se puede mostrar con el borrador actual',
    sectionFailedHint: 'Revise sus campos en el Studio; los visitantes siguen viendo la versión publicada.',
  },
  en: {
    banner: 'Preview: draft',
    launchBanner: (title) => (title ? `Preview: launch “${title}”` : 'Preview: unnamed launch'),
    exit: 'Leave preview',
    sectionFailed: 'This section cannot be shown with the current draft',
    sectionFailedHint: 'Check its fields in the Studio; visitors still see the published version.',
  },
}

export const previewMicrocopy = (lang: Language): PreviewMicrocopy => PREVIEW_MICROCOPY[lang]

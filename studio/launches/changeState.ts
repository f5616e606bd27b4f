import {
  changeBlocker,
  changeProblem,
  documentLabel,
  otherLaunchProblem,
  NO_DRAFT,
  type Launch,
  type LaunchChange,
} from '../../schemas/launches/rules'
import {
  KIND_LABELS,
  reviewersOf,
  reviewKindOf,
  reviewStatus,
  ruleIsOn,
  type ReviewedDocument,
  type ReviewSettings,
} from '../../schemas/review/rules'
import type {FirstError} from '../review/validated'

/**
 * Where one change of a launch stands, for its line on the launch's screen: a tone, words for
 * editors (with the people it names, drawn by their names), and what holds the launch back, said
 * as the server says it (changeBlocker), so the Studio and the server never disagree.
 */
export type ChangeState = {
  label: string
  tone: 'positive' | 'caution' | 'critical' | 'primary' | 'default'
  /** The state's words; `people` follow them, by their names. */
  text: string
  people?: string[]
  /** Why the launch cannot go live because of this change, or null; undefined while it is checked. */
  blocker: string | null | undefined
}

export type ChangeFacts = {
  change: LaunchChange
  changes: readonly LaunchChange[]
  launchId: string
  otherLaunches: ReadonlyArray<Pick<Launch, '_id' | 'title' | 'status' | 'changes'>> | undefined
  /** Whether the document's draft and published version have been read. */
  loaded: boolean
  draft: ReviewedDocument | null
  published: ReviewedDocument | null
  checks: {settled: boolean; firstError?: FirstError}
  settings: ReviewSettings | null | undefined
}

const CHECKING = 'Comprobando…'

export function changeStateOf(facts: ChangeFacts): ChangeState {
  const {change, draft, published, settings} = facts
  const label = documentLabel(change, draft ?? published)
  const own = changeProblem(change, facts.changes)
  if (own) return {label, tone: 'critical', text: own, blocker: `${label}: ${own}`}
  const other = facts.otherLaunches && otherLaunchProblem(change.documentId, facts.launchId, facts.otherLaunches)
  if (other) return {label, tone: 'critical', text: other, blocker: `${label}: ${other}`}
  if (!facts.loaded || !facts.otherLaunches) return {label, tone: 'default', text: CHECKING, blocker: undefined}
  if (!draft) return {label, tone: 'caution', text: 'Sin cambios por publicar', blocker: `${label} ${NO_DRAFT}`}
  const {firstError} = facts.checks
  if (firstError) {
    const text = `Tiene errores: ${firstError.where ? `«${firstError.where}»: ` : ''}${firstError.message}`
    return {label, tone: 'critical', text, blocker: `${label}: ${text.charAt(0).toLowerCase()}${text.slice(1)}`}
  }
  if (!facts.checks.settled) return {label, tone: 'default', text: CHECKING, blocker: undefined}
  const blocker = changeBlocker(change, draft, published, settings)
  const kind = reviewKindOf(draft._type)
  if (!kind || !ruleIsOn(settings)) return {label, tone: 'positive', text: 'Listo', blocker}
  const status = reviewStatus(draft)
  switch (status.state) {
    case 'approved':
      return blocker
        ? {label, tone: 'critical', text: blocker.slice(label.length + 2), blocker}
        : {label, tone: 'positive', text: 'Aprobado por', people: [status.approval.approvedBy!], blocker}
    case 'voided':
      return {label, tone: 'caution', text: 'Cambió después de aprobarse: necesita otra aprobación', blocker}
    case 'requested': {
      const reviewers = reviewersOf(settings, kind).filter((id) => id !== status.request.requestedBy)
      return reviewers.length > 0
        ? {label, tone: 'primary', text: 'Revisión pedida a', people: reviewers, blocker}
        : {label, tone: 'primary', text: `Revisión pedida a los revisores de ${KIND_LABELS[kind]}`, blocker}
    }
    case 'returned':
      return {label, tone: 'caution', text: `Devuelto con un comentario: «${status.returned.comment ?? ''}»`, blocker}
    case 'none':
      return {label, tone: 'caution', text: 'Falta pedir la revisión', blocker}
  }
}

/** The launch as a whole: whether it can go live, or which changes hold it back and why. */
export type Readiness =
  {state: 'empty' | 'checking' | 'ready'; blockers?: never} | {state: 'blocked'; blockers: string[]}

export function readinessOf(states: readonly (ChangeState | undefined)[]): Readiness {
  if (states.length === 0) return {state: 'empty'}
  const blockers = states.flatMap((state) => (state?.blocker ? [state.blocker] : []))
  if (blockers.length > 0) return {state: 'blocked', blockers}
  if (states.some((state) => !state || state.blocker === undefined)) return {state: 'checking'}
  return {state: 'ready'}
}

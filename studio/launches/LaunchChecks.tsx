import {createContext, useContext, useEffect, useState, type ReactNode} from 'react'
import {useDocumentStore, useEditState} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'
import {LAUNCH_TYPE, LAUNCHABLE_TYPES, type Launch, type LaunchChange} from '../../schemas/launches/rules'
import type {ReviewedDocument} from '../../schemas/review/rules'
import {useReviewSettings} from '../review/settings'
import {useValidatedDraft} from '../review/validated'
import {changeStateOf, type ChangeFacts, type ChangeState} from './changeState'
import {referenceAnsweredBy} from './documentLaunch'

/**
 * Each change's state, live, for the launch's screen: its draft and published version as the
 * Studio holds them (useEditState), its checks as «Validación» runs them, the review rule, and the
 * other launches. Worked out once per change by an invisible checker, shared by the list and the
 * line above it.
 */
type Checks = {states: ReadonlyMap<string, ChangeState>; otherLaunches: OtherLaunches | undefined}
type OtherLaunches = ReadonlyArray<Pick<Launch, '_id' | 'title' | 'status' | 'changes'>>

const LaunchChecksContext = createContext<Checks>({states: new Map(), otherLaunches: undefined})

export const useLaunchChecks = () => useContext(LaunchChecksContext)

const OTHER_LAUNCHES = {
  fetch: `*[_type == "${LAUNCH_TYPE}" && _id != $id && !(_id in path("drafts.**"))]{_id, title, status, changes}`,
  listen: `*[_type == "${LAUNCH_TYPE}"]`,
}

/**
 * The other launches, kept current through the Studio's own listener (a listener of its own would
 * take one of the browser's few connections to the Content Lake): a document one of them holds
 * cannot be added to this one.
 */
function useOtherLaunches(launchId: string): OtherLaunches | undefined {
  const documentStore = useDocumentStore()
  const [launches, setLaunches] = useState<OtherLaunches>()
  useEffect(() => {
    const subscription = documentStore
      .listenQuery(OTHER_LAUNCHES, {id: launchId}, {apiVersion: API_VERSION, perspective: 'raw', tag: 'launch.others'})
      .subscribe({next: (result: unknown) => setLaunches(result as OtherLaunches), error: () => setLaunches([])})
    return () => subscription.unsubscribe()
  }, [documentStore, launchId])
  return launches
}

type CheckerProps = Omit<ChangeFacts, 'loaded' | 'draft' | 'published' | 'checks'> & {
  onState: (key: string, state: ChangeState | undefined) => void
}

/** One change, worked out and told to the provider; draws nothing. */
function ChangeChecker(props: CheckerProps) {
  const {change} = props
  const {draft, published, ready} = useEditState(change.documentId, change.documentType, 'low')
  const read = {loaded: ready, draft: draft as ReviewedDocument | null, published: published as ReviewedDocument | null}
  // Only a draft is checked: validating one that does not exist would keep the Studio busy for nothing.
  return draft ? (
    <DraftChecker {...props} {...read} draft={draft as ReviewedDocument} />
  ) : (
    <Reported {...props} state={changeStateOf({...props, ...read, checks: {settled: true}})} />
  )
}

function DraftChecker(
  props: CheckerProps & {loaded: boolean; draft: ReviewedDocument; published: ReviewedDocument | null},
) {
  // A reference to a document of this same launch is published with it: no error for the launch.
  const checks = useValidatedDraft(props.change.documentId, props.change.documentType, props.draft, {
    answered: (marker) => referenceAnsweredBy({changes: props.changes}, marker),
  })
  return <Reported {...props} state={changeStateOf({...props, checks})} />
}

/** Tells the provider a change's state when it changes, and forgets it when the change goes. */
function Reported({
  change,
  onState,
  state,
}: {
  change: LaunchChange
  onState: CheckerProps['onState']
  state: ChangeState
}) {
  const key = keyOf(change)
  const serialized = JSON.stringify(state)
  useEffect(() => {
    onState(key, JSON.parse(serialized) as ChangeState)
  }, [key, serialized, onState])
  useEffect(() => () => onState(key, undefined), [key, onState])
  return null
}

export const keyOf = (change: LaunchChange) => change._key ?? change.documentId

/** A change whose document the Studio can read and check: it names one, of a type a launch takes. */
const isCheckable = (change: LaunchChange) => Boolean(change.documentId && LAUNCHABLE_TYPES[change.documentType])

/** Provides each change's state to the launch's screen beneath it. */
export function LaunchChecksProvider({launch, children}: {launch: Launch; children: ReactNode}) {
  const settings = useReviewSettings()
  const otherLaunches = useOtherLaunches(launch._id.replace(/^drafts\./, ''))
  const [states, setStates] = useState<ReadonlyMap<string, ChangeState>>(new Map())
  const [onState] = useState(
    () => (key: string, state: ChangeState | undefined) =>
      setStates((current) => {
        const next = new Map(current)
        if (state) next.set(key, state)
        else next.delete(key)
        return next
      }),
  )
  const changes = launch.changes ?? []
  // A change with no document or of a type no launch takes: its state comes from the rules alone.
  const all = new Map(states)
  for (const change of changes)
    if (!isCheckable(change))
      all.set(
        keyOf(change),
        changeStateOf({
          change,
          changes,
          launchId: launch._id,
          otherLaunches,
          loaded: false,
          draft: null,
          published: null,
          checks: {settled: false},
          settings,
        }),
      )
  return (
    <LaunchChecksContext.Provider value={{states: all, otherLaunches}}>
      {changes.map((change) =>
        isCheckable(change) ? (
          <ChangeChecker
            key={keyOf(change)}
            change={change}
            changes={changes}
            launchId={launch._id}
            otherLaunches={otherLaunches}
            settings={settings}
            onState={onState}
          />
        ) : null,
      )}
      {children}
    </LaunchChecksContext.Provider>
  )
}

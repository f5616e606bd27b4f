import {performance} from 'node:perf_hooks'
import {applyActions} from './actions'
import type {createAssets} from './assets'
import type {Dataset} from './dataset'
import {isValidId} from './documents'
import {invalidRequest, LakeError, notFound} from './errors'
import {corsHeaders, flag, groqParamsIn, readJson, readJsonObject, sendJson, type Request, type Response} from './http'
import {listen} from './listener'
import {applyMutations} from './mutations'
import {
  carriesUnknownToken,
  createKeyValueStore,
  datasetInfo,
  describeUser,
  GRANTS,
  memberOf,
  PROJECT_GRANTS,
  projectInfo,
  publicProfile,
  type LocalUser,
} from './project'
import {liveEvents} from './liveEvents'
import {documentsInPerspective, readPerspective, runQuery, runQueryWithSourceMap, type QueryContext} from './query'
import type {ContentSourceMap} from './sourceMap'

export type LakeState = {
  projectId: string
  dataset: string
  documents: Dataset
  assets: ReturnType<typeof createAssets>
  keyValues: ReturnType<typeof createKeyValueStore>
  /** The project's members; the first is the one a request without a known token acts as. */
  users: readonly LocalUser[]
  studio?: (pathname: string, response: Response) => Promise<void>
}

type Call = {
  lake: LakeState
  request: Request
  response: Response
  search: URLSearchParams
  apiVersion: string
  /** The route pattern's groups. */
  path: string[]
  cors: Record<string, string>
  /** The member the request acts as. */
  caller: LocalUser
}

type Route = {method: string; pattern: RegExp; handle: (call: Call) => Promise<void> | void}

const DATASET = '([^/]+)'
const json = (call: Call, body: unknown, statusCode = 200) => sendJson(call.response, statusCode, body, call.cors)

/** The part of the Content Lake's HTTP API the Studio and the site use, under /v<version>/. */
const API_ROUTES: Route[] = [
  {
    method: 'GET',
    pattern: /^users\/me$/,
    handle: (call) => {
      if (carriesUnknownToken(call.lake.users, call.request.headers.authorization))
        throw new LakeError(401, 'unauthorizedError', "Session not found: the token is no member's")
      json(call, describeUser(call.caller))
    },
  },
  {
    method: 'GET',
    pattern: /^users\/me\/keyvalue\/(.+)$/,
    handle: (call) => json(call, call.lake.keyValues.get(call.path[0]!.split(','))),
  },
  {method: 'PUT', pattern: /^users\/me\/keyvalue$/, handle: setKeyValues},
  {method: 'POST', pattern: /^users\/me\/keyvalue$/, handle: setKeyValues},
  {
    method: 'GET',
    pattern: /^users\/([^/]+)$/,
    handle: (call) => {
      const ids = call.path[0]!.split(',')
      const profiles = call.lake.users
        .filter((user) => ids.includes(user.id))
        .map((user) => publicProfile(user, call.lake.projectId, call.caller))
      json(call, profiles)
    },
  },
  {method: 'GET', pattern: /^auth\/id$/, handle: (call) => json(call, {id: call.caller.id})},
  {method: 'GET', pattern: /^ping$/, handle: (call) => json(call, 'PONG')},
  {
    method: 'GET',
    pattern: new RegExp(`^data/ping/${DATASET}$`),
    handle: (call) => (datasetOf(call), json(call, 'PONG')),
  },
  {method: 'GET', pattern: /^features$/, handle: (call) => json(call, [])},
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)$/,
    handle: (call) => json(call, projectInfo(projectOf(call), call.lake.users, call.caller)),
  },
  {method: 'GET', pattern: /^projects\/([^/]+)\/datasets$/, handle: listDatasets},
  {
    method: 'GET',
    pattern: new RegExp(`^projects/([^/]+)/datasets/${DATASET}/acl$`),
    handle: (call) => (projectOf(call), datasetOf(call, 1), json(call, GRANTS)),
  },
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)\/grants$/,
    handle: (call) => (projectOf(call), json(call, PROJECT_GRANTS)),
  },
  {
    method: 'GET',
    pattern: /^projects\/([^/]+)\/user-applications$/,
    handle: (call) => (projectOf(call), json(call, [])),
  },
  {method: 'GET', pattern: new RegExp(`^data/query/${DATASET}$`), handle: query},
  {method: 'POST', pattern: new RegExp(`^data/query/${DATASET}$`), handle: query},
  {method: 'GET', pattern: new RegExp(`^data/doc/${DATASET}/(.+)$`), handle: getDocuments},
  {method: 'GET', pattern: new RegExp(`^data/export/${DATASET}$`), handle: exportDocuments},
  {method: 'POST', pattern: new RegExp(`^data/mutate/${DATASET}$`), handle: mutate},
  {method: 'POST', pattern: new RegExp(`^data/actions/${DATASET}$`), handle: actions},
  {
    method: 'GET',
    pattern: new RegExp(`^data/listen/${DATASET}$`),
    handle: (call) => (
      datasetOf(call),
      listen(call.lake.documents, call.request, call.response, call.search, call.cors)
    ),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^data/live/events/${DATASET}$`),
    handle: (call) => (datasetOf(call), liveEvents(call.lake.documents, call.request, call.response, call.cors)),
  },
  // History is not kept: every document has only its current revision.
  {method: 'GET', pattern: new RegExp(`^data/history/${DATASET}/transactions/(.+)$`), handle: emptyTransactionLog},
  {method: 'GET', pattern: new RegExp(`^data/history/${DATASET}/documents/(.+)$`), handle: documentAtRevision},
  {
    method: 'GET',
    pattern: new RegExp(`^data/history/${DATASET}/events/documents/(.+)$`),
    handle: (call) => (datasetOf(call), json(call, {events: {[call.path[1]!]: []}, nextCursor: ''})),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^assets/images/${DATASET}$`),
    handle: async (call) => (
      datasetOf(call),
      json(call, {document: await call.lake.assets.uploadImage(call.request, call.search, call.caller.id)})
    ),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^assets/files/${DATASET}$`),
    handle: async (call) => (
      datasetOf(call),
      json(call, {document: await call.lake.assets.uploadFile(call.request, call.search, call.caller.id)})
    ),
  },
]

const API_PATH = /^\/v(\d+|X|\d{4}-\d{2}-\d{2})\/(.*)$/
const ASSET_PATH = /^\/(images|files)\/([^/]+)\/([^/]+)\/([^/]+)$/

/**
 * Answers one request: the API under /v<version>/…, asset files under /images/… and /files/…,
 * and the built Studio for everything else (when the lake serves one). Errors are answered in
 * Sanity's shape; what the lake does not offer is a 404 that says so.
 */
export async function route(lake: LakeState, request: Request, response: Response) {
  // Read as a path, not as a URL reference: @sanity/migrate asks for `//v…/data/…` (its URLs put a
  // slash before a path that has one), which Sanity's API answers as `/v…/data/…`.
  const url = new URL(`https://localhost${(request.url ?? '/').replace(/^\/{2,}/, '/')}`)
  const cors = corsHeaders(request)
  try {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    const api = API_PATH.exec(url.pathname)
    if (api) {
      const [, apiVersion, rest] = api
      const method = request.method === 'HEAD' ? 'GET' : request.method
      const route = API_ROUTES.find((candidate) => candidate.method === method && candidate.pattern.test(rest!))
      if (!route) throw notFound(`The local Content Lake does not offer ${request.method} ${url.pathname}`)
      const path = route.pattern.exec(rest!)!.slice(1).map(decodeURIComponent)
      const caller = memberOf(lake.users, request.headers.authorization)
      await route.handle({
        lake,
        request,
        response,
        search: url.searchParams,
        apiVersion: apiVersion!,
        path,
        cors,
        caller,
      })
      return
    }
    const asset = ASSET_PATH.exec(url.pathname)
    if (asset && (request.method === 'GET' || request.method === 'HEAD')) {
      const [, kind, projectId, dataset, fileName] = asset
      if (projectId !== lake.projectId || dataset !== lake.dataset)
        throw notFound(`No ${kind} in project "${projectId}", dataset "${dataset}"`)
      if (kind === 'images') await lake.assets.serveImage(request, response, fileName!, url.searchParams, cors)
      else await lake.assets.serveFile(response, fileName!, cors)
      return
    }
    if (lake.studio && (request.method === 'GET' || request.method === 'HEAD')) {
      await lake.studio(url.pathname, response)
      return
    }
    throw notFound(`The local Content Lake does not offer ${request.method} ${url.pathname}`)
  } catch (error) {
    const refusal = error instanceof LakeError ? error : internalError(error)
    if (response.headersSent) response.end()
    else sendJson(response, refusal.statusCode, refusal.body(), cors)
  }
}

function internalError(error: unknown) {
  console.error('[local-lake]', error)
  return new LakeError(500, 'internalError', `The local lake failed: ${(error as Error)?.message ?? String(error)}`)
}

function projectOf(call: Call) {
  const projectId = call.path[0]
  if (projectId !== call.lake.projectId)
    throw notFound(`Project "${projectId}" not found: the local lake serves "${call.lake.projectId}"`)
  return projectId
}

/** The dataset a data route names (its first group unless told): it must be the one the lake serves. */
function datasetOf(call: Call, group = 0) {
  const dataset = call.path[group]
  if (dataset !== call.lake.dataset)
    throw notFound(`Dataset "${dataset}" not found: the local lake serves "${call.lake.dataset}"`)
  return dataset
}

function listDatasets(call: Call) {
  projectOf(call)
  // Add-on datasets (comments) are not offered: comments are switched off locally.
  const profile = call.search.get('datasetProfile')
  json(call, profile && profile !== 'content' ? [] : [datasetInfo(call.lake.dataset)])
}

async function setKeyValues(call: Call) {
  const stored = call.lake.keyValues.set(await readJson(call.request))
  if (!stored) throw invalidRequest('The body must be an array of {key, value} pairs')
  json(call, stored)
}

function queryContext(call: Call): QueryContext {
  return {identity: call.caller.id, projectId: call.lake.projectId, dataset: call.lake.dataset}
}

/** data/query: GROQ with params, in the perspective asked for (raw, published or drafts). */
async function query(call: Call) {
  datasetOf(call)
  const body = call.request.method === 'POST' ? await readJsonObject(call.request) : undefined
  const groq = body ? body.query : call.search.get('query')
  const params = body ? (body.params ?? {}) : groqParamsIn(call.search)
  if (typeof groq !== 'string' || groq.trim() === '') throw invalidRequest('"query" must be a GROQ query')
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw invalidRequest('"params" must be an object')
  const perspectiveValue = body?.perspective ?? call.search.get('perspective')
  if (perspectiveValue !== null && perspectiveValue !== undefined && typeof perspectiveValue !== 'string') {
    throw invalidRequest('"perspective" must be raw, published or drafts (release perspectives are off)')
  }
  const perspective = readPerspective(perspectiveValue ?? null, call.apiVersion)
  const started = performance.now()
  const documents = documentsInPerspective(call.lake.documents.all(), perspective)
  // Asked for by @sanity/client when stega is on (preview): `withKeyArraySelector` names array
  // items by their _key, `true` by their index.
  const sourceMap = call.search.get('resultSourceMap')
  let answer: {result: unknown; resultSourceMap?: ContentSourceMap}
  try {
    const context = queryContext(call)
    answer =
      sourceMap === 'withKeyArraySelector' || sourceMap === 'true'
        ? await runQueryWithSourceMap(
            documents,
            groq,
            params as Record<string, unknown>,
            context,
            sourceMap === 'true' ? 'index' : 'key',
          )
        : {result: await runQuery(documents, groq, params as Record<string, unknown>, context)}
  } catch (error) {
    if (error instanceof LakeError) throw error
    throw new LakeError(400, 'queryExecutionError', `The query failed: ${(error as Error).message}`, {query: groq})
  }
  const ms = Math.round(performance.now() - started)
  json(call, {...(flag(call.search, 'returnQuery', true) ? {query: groq} : {}), ...answer, ms})
}

/** data/doc: documents by id, as stored (drafts by their own id); missing ones are listed as omitted. */
function getDocuments(call: Call) {
  datasetOf(call)
  const ids = call.path[1]!.split(',')
  const invalid = ids.find((id) => !isValidId(id))
  if (invalid !== undefined) throw invalidRequest(`"${invalid}" is not a document id`)
  const documents = ids.map((id) => call.lake.documents.get(id)).filter((document) => document !== null)
  const omitted = ids.filter((id) => !call.lake.documents.get(id)).map((id) => ({id, reason: 'existence'}))
  json(call, {documents, omitted})
}

/**
 * data/export: every document of the dataset, drafts and assets included, one JSON line each in
 * id order, as Sanity's export endpoint streams them to `sanity dataset export` and to the
 * migration runner (@sanity/migrate); `types=a,b` keeps the documents of those `_type`s.
 */
function exportDocuments(call: Call) {
  datasetOf(call)
  const types = new Set(
    (call.search.get('types') ?? '')
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean),
  )
  const documents = call.lake.documents
    .all()
    .filter((document) => types.size === 0 || types.has(document._type))
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  call.response.writeHead(200, {'content-type': 'application/x-ndjson', ...call.cors})
  call.response.end(documents.map((document) => `${JSON.stringify(document)}\n`).join(''))
}

/**
 * data/mutate: create, createIfNotExists, createOrReplace, delete and patch, in one transaction.
 * `autoGenerateArrayKeys` gives a `_key` to each object the mutations put in an array without one
 * (the migration runner asks for it); `visibility` and `tag` change nothing here: every write is
 * visible at once.
 */
async function mutate(call: Call) {
  datasetOf(call)
  const body = await readJsonObject(call.request)
  const options = {autoGenerateArrayKeys: flag(call.search, 'autoGenerateArrayKeys', false)}
  const transaction = await call.lake.documents.transact(
    (documents) => applyMutations(documents, body.mutations, queryContext(call), options),
    {
      kind: 'mutation',
      identity: call.caller.id,
      transactionId: transactionIdIn(body.transactionId ?? call.search.get('transactionId')),
      dryRun: flag(call.search, 'dryRun', false) || body.dryRun === true,
    },
  )
  const returnDocuments = flag(call.search, 'returnDocuments', false)
  const results = transaction.changes.map(({id, before, after}) => ({
    id,
    operation: !before ? 'create' : after ? 'update' : 'delete',
    ...(returnDocuments && after ? {document: after} : {}),
  }))
  json(call, {
    transactionId: transaction.id,
    results,
    ...(flag(call.search, 'returnIds', false) ? {documentIds: results.map((result) => result.id)} : {}),
  })
}

/** data/actions: the Studio's document actions (edit, create, publish, unpublish, discard, delete, replace draft). */
async function actions(call: Call) {
  datasetOf(call)
  const body = await readJsonObject(call.request)
  const transaction = await call.lake.documents.transact((documents) => applyActions(documents, body.actions), {
    kind: 'action',
    identity: call.caller.id,
    transactionId: transactionIdIn(body.transactionId ?? call.search.get('transactionId')),
    dryRun: body.dryRun === true || flag(call.search, 'dryRun', false),
  })
  json(call, {transactionId: transaction.id})
}

function transactionIdIn(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^[A-Za-z0-9._-]{1,128}$/.test(value))
    throw invalidRequest('"transactionId" must be letters, digits, ".", "_" or "-"')
  return value
}

function emptyTransactionLog(call: Call) {
  datasetOf(call)
  call.response.writeHead(200, {'content-type': 'application/x-ndjson', ...call.cors}).end()
}

/** A document at a revision: only the current revision is kept. */
function documentAtRevision(call: Call) {
  datasetOf(call)
  const revision = call.search.get('revision')
  const documents = call.path[1]!.split(',')
    .map((id) => call.lake.documents.get(id))
    .filter((document) => document !== null && (revision === null || document._rev === revision))
  json(call, {documents})
}

import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2'
import type {AddressInfo, Socket} from 'node:net'
import path from 'node:path'
import {createAssets} from './assets'
import {ensureCertificate} from './certificate'
import {LOCAL_DATASET, LOCAL_PROJECT_ID} from './config'
import {openContentStore} from './contentStore'
import {Dataset} from './dataset'
import {createKeyValueStore, LOCAL_USER, type LocalUser} from './project'
import {route, type LakeState} from './routes'
import {createStudioFiles} from './studioFiles'
import {createPublishingWebhook, type WebhookTarget} from './webhook'

export type LocalLakeOptions = {
  /** The content snapshot the lake edits: data.ndjson and images/. */
  contentDir: string
  /** The lake's own files (dataset.ndjson, file uploads). */
  stateDir: string
  /** Where the certificate is made and kept; default <stateDir>/certificate. */
  certificateDir?: string
  projectId?: string
  dataset?: string
  /** 0 (the default) takes a free port. */
  port?: number
  /** A built Studio to serve on the lake's own address. */
  studioDir?: string
  /** The site's publishing webhook, called after each published change. */
  webhook?: WebhookTarget
  /** The clock of `_createdAt` and `_updatedAt` (tests). */
  now?: () => Date
  log?: (message: string) => void
  /**
   * The project's members, each signed in by its token (`Authorization: Bearer <token>`); a request
   * without a known token acts as the first. Default: the one local editor.
   */
  users?: LocalUser[]
  /** Called with every request, to see what a client asks for. */
  onRequest?: (request: RequestRecord) => void
}

export type RequestRecord = {method: string; host: string; path: string; authorization?: string}

export type LocalLake = {
  /** https://localhost:<port>: the Studio, and the API host it is built with (SANITY_STUDIO_API_HOST). */
  origin: string
  /** Where the Studio sends its data requests: https://<projectId>.localhost:<port>. */
  projectOrigin: string
  projectId: string
  dataset: string
  port: number
  /** The certificate authority to trust (NODE_EXTRA_CA_CERTS for Node, or a browser's authorities). */
  caFile: string
  documents: Dataset
  /** Resolves when every publishing webhook call announced so far has been made. */
  webhookSettled: () => Promise<void>
  /** Calls this site's publishing webhook too from now on (a site started after the lake). */
  publishTo: (target: WebhookTarget) => void
  close: () => Promise<void>
}

/**
 * A Content Lake on this machine over a content snapshot: the HTTP API the Studio and the site use,
 * over HTTP/2 with TLS on localhost (a browser keeps one connection for every open listener, where
 * HTTP/1.1 stops at six), writing every change to content/ in Sanity's export format.
 */
export async function startLocalLake(options: LocalLakeOptions): Promise<LocalLake> {
  const projectId = options.projectId ?? LOCAL_PROJECT_ID
  const datasetName = options.dataset ?? LOCAL_DATASET
  const log = options.log ?? ((message: string) => console.warn(`[local-lake] ${message}`))
  const certificate = ensureCertificate(options.certificateDir ?? path.join(options.stateDir, 'certificate'), projectId)
  const studio = options.studioDir ? createStudioFiles(options.studioDir) : undefined

  // Requests are answered once the dataset is loaded, which needs the port (asset URLs name it).
  const server = createSecureServer({key: certificate.key, cert: certificate.cert, allowHTTP1: true})
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, 'localhost', () => resolve())
  })
  const {port} = server.address() as AddressInfo
  const origin = `https://localhost:${port}`

  const assets = createAssets(
    {projectId, dataset: datasetName, origin, contentDir: options.contentDir, stateDir: options.stateDir},
    () => documents,
  )
  const store = openContentStore({
    contentDir: options.contentDir,
    stateDir: options.stateDir,
    describeImage: assets.describeImage,
  })
  let documents: Dataset
  try {
    documents = new Dataset(store.load().map(assets.withCurrentUrl), store.persist, options.now)
  } catch (error) {
    server.close()
    throw error
  }
  const webhooks = options.webhook ? [createPublishingWebhook(options.webhook, log)] : []
  documents.subscribe((transaction) => webhooks.forEach((webhook) => webhook.notify(transaction)))
  const state: LakeState = {
    projectId,
    dataset: datasetName,
    documents,
    assets,
    keyValues: createKeyValueStore(),
    users: options.users?.length ? options.users : [LOCAL_USER],
    studio,
  }
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    options.onRequest?.({
      method: request.method,
      host: String(request.headers[':authority'] ?? request.headers.host),
      path: request.url,
      authorization: request.headers.authorization,
    })
    void route(state, request, response)
  })

  // Open listeners never end on their own: close them with the server.
  const sessions = new Set<ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.once('close', () => sessions.delete(session))
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  return {
    origin,
    projectOrigin: `https://${projectId}.localhost:${port}`,
    projectId,
    dataset: datasetName,
    port,
    caFile: certificate.caFile,
    documents,
    webhookSettled: async () => {
      await Promise.all(webhooks.map((webhook) => webhook.settled()))
    },
    publishTo: (target) => {
      webhooks.push(createPublishingWebhook(target, log))
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const session of sessions) session.destroy()
      for (const socket of sockets) socket.destroy()
      await closed
      await Promise.all(webhooks.map((webhook) => webhook.settled()))
    },
  }
}

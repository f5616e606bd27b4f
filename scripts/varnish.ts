import {spawn, spawnSync, type ChildProcess} from 'node:child_process'
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs'
import {connect} from 'node:net'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {freePort} from './packagedServer'

/**
 * A real Varnish in front of the site, for a test or npm run bench (scripts/setup.sh installs
 * Debian's varnish and varnish-modules when missing): the repository's VCL (deploy/varnish/site.vcl)
 * with origins of the caller's choosing, on a free port, in a temporary folder.
 */

const SITE_VCL_FOLDER = path.resolve(__dirname, '../deploy/varnish')

/** varnishd (on PATH, or in /usr/sbin) when it and the xkey module are installed; undefined otherwise. */
export function varnishProgram(): string | undefined {
  const found =
    spawnSync('sh', ['-c', 'command -v varnishd'], {encoding: 'utf8'}).stdout.trim() ||
    (existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : '')
  if (!found) return undefined
  const modules = spawnSync(
    'sh',
    ['-c', 'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so /usr/lib/varnish/vmods/libvmod_xkey.so'],
    {
      encoding: 'utf8',
    },
  ).stdout.trim()
  return modules ? found : undefined
}

export type TestVarnish = {
  url: string
  stop: () => Promise<void>
}

/**
 * The origins.vcl site.vcl includes: the origins (one backend, or a round robin over several) and
 * the addresses allowed to purge.
 */
function originsVcl(origins: string[], purgers: string[]): string {
  const backends = origins.map((origin, index) => {
    const {hostname, port} = new URL(origin)
    // The servers of the tests listen on IPv4 (0.0.0.0); "localhost" may name ::1 first.
    const host = hostname === 'localhost' ? '127.0.0.1' : hostname
    return `backend origin${index} {\n  .host = "${host}";\n  .port = "${port || '80'}";\n}`
  })
  const director =
    origins.length > 1
      ? [
          'import directors;',
          'sub vcl_init {\n  new origins = directors.round_robin();',
          ...origins.map((_, index) => `  origins.add_backend(origin${index});`),
          '}',
          'sub vcl_recv {\n  set req.backend_hint = origins.backend();\n}',
        ]
      : []
  const acl = `acl purgers {\n${purgers.map((address) => `  "${address}";`).join('\n')}\n}`
  return [...backends, ...director, acl, ''].join('\n\n')
}

/**
 * Starts Varnish before `origins` (on `port`, or a free one) and waits until it answers. Only
 * `purgers` (loopback's first address by default: the origins of a test) may purge.
 */
export async function startVarnish(
  program: string,
  origins: string[],
  {purgers = ['127.0.0.1'], port: givenPort}: {purgers?: string[]; port?: number} = {},
): Promise<TestVarnish> {
  const folder = mkdtempSync(path.join(tmpdir(), 'habitum-varnish-'))
  writeFileSync(path.join(folder, 'origins.vcl'), originsVcl(origins, purgers))
  // A given port lets the origins know where to purge before Varnish starts in front of them.
  const port = givenPort ?? (await freePort())
  const child: ChildProcess = spawn(
    program,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(folder, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-f',
      path.join(SITE_VCL_FOLDER, 'site.vcl'),
      '-p',
      `vcl_path=${folder}:${SITE_VCL_FOLDER}`,
      '-p',
      'http_gzip_support=off',
      '-s',
      'malloc,64m',
    ],
    {stdio: ['ignore', 'pipe', 'pipe']},
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  // varnishd says so once its VCL is compiled and the child that answers has started.
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk
      if (/Child launched OK/.test(output)) resolve()
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    void exited.then(() => reject(new Error(`varnishd ended before it answered:\n${output}`)))
  })
  const url = `http://127.0.0.1:${port}`
  await accepting(port)
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      rmSync(folder, {recursive: true, force: true})
    },
  }
}

/**
 * Resolves once the port takes connections: varnishd says its child launched a moment before the
 * child listens, and on a busy machine a request in that moment is refused.
 */
async function accepting(port: number) {
  for (;;) {
    const connected = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (connected) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

import {execFileSync} from 'node:child_process'
import {X509Certificate} from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

export type Certificate = {key: Buffer; cert: Buffer; caFile: string}

/** How long the generated certificates last; a new pair is made when they expire. */
const VALID_DAYS = 825

/**
 * The lake's TLS certificate, made on first run with the `openssl` CLI: a local certificate
 * authority (ca.pem, the one file a browser or Node is told to trust) and a certificate it signs
 * for localhost, the project's hostname (<projectId>.localhost, where the Studio sends its API
 * requests) and the loopback addresses. Kept in `folder` (under .data/, outside git).
 *
 * Lakes started at once (the Studio tests' two workers on a fresh machine) may both find no
 * certificate: each makes a set in a folder of its own and moves it into place whole, so none
 * ever reads another's half-written key beside its certificate.
 */
export function ensureCertificate(folder: string, projectId: string): Certificate {
  const hosts = ['localhost', `${projectId}.localhost`]
  if (!isComplete(folder, hosts)) {
    const made = generate(folder, hosts)
    putInPlace(made, folder, hosts)
    if (!isComplete(folder, hosts)) throw new Error(`The local lake's certificate in ${folder} is not usable`)
  }
  const file = (name: string) => path.join(folder, name)
  return {key: readFileSync(file('key.pem')), cert: readFileSync(file('cert.pem')), caFile: file('ca.pem')}
}

function isComplete(folder: string, hosts: string[]) {
  const file = (name: string) => path.join(folder, name)
  return isUsable(file('cert.pem'), hosts) && existsSync(file('ca.pem')) && existsSync(file('key.pem'))
}

/**
 * Moves a generated set to `folder`; when another process got there first with a usable set, keeps
 * theirs. A usable set is never moved away: a process that has just put it there may be reading it.
 */
function putInPlace(made: string, folder: string, hosts: string[]) {
  if (isComplete(folder, hosts)) {
    rmSync(made, {recursive: true, force: true})
    return
  }
  if (existsSync(folder)) {
    const old = `${made}-replaced`
    try {
      renameSync(folder, old)
      rmSync(old, {recursive: true, force: true})
    } catch {
      // Another process moved it first: its set goes in place of ours, or ours of its.
    }
  }
  try {
    renameSync(made, folder)
  } catch {
    // A set another process made is already there.
    rmSync(made, {recursive: true, force: true})
  }
}

function isUsable(certFile: string, hosts: string[]) {
  if (!existsSync(certFile)) return false
  const certificate = new X509Certificate(readFileSync(certFile))
  return new Date(certificate.validTo) > new Date() && hosts.every((host) => certificate.checkHost(host) === host)
}

/** Makes a set in a new folder beside `target`, keeping target's authority (the one browsers trust); returns that folder. */
function generate(target: string, hosts: string[]) {
  mkdirSync(path.dirname(target), {recursive: true})
  const folder = mkdtempSync(`${target}-new-`)
  const file = (name: string) => path.join(folder, name)
  for (const name of ['ca.pem', 'ca-key.pem']) {
    if (existsSync(path.join(target, name))) copyFileSync(path.join(target, name), file(name))
  }
  const ellipticKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
  const openssl = (...args: string[]) => {
    try {
      execFileSync('openssl', args, {stdio: ['ignore', 'ignore', 'pipe']})
    } catch (error) {
      throw new Error(
        `Could not make the local lake's certificate with openssl (${(error as Error).message}); install openssl`,
      )
    }
  }
  if (!existsSync(file('ca.pem')) || !existsSync(file('ca-key.pem'))) {
    openssl(
      'req',
      '-x509',
      ...ellipticKey,
      '-keyout',
      file('ca-key.pem'),
      '-out',
      file('ca.pem'),
      '-days',
      String(VALID_DAYS),
      '-subj',
      '/CN=Habitum local Content Lake CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    )
  }
  const names = [...hosts.map((host) => `DNS:${host}`), 'IP:127.0.0.1', 'IP:::1'].join(',')
  writeFileSync(
    file('cert.ext'),
    `subjectAltName=${names}\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n`,
  )
  openssl('req', ...ellipticKey, '-keyout', file('key.pem'), '-out', file('cert.csr'), '-subj', '/CN=localhost')
  openssl(
    'x509',
    '-req',
    '-in',
    file('cert.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca-key.pem'),
    '-CAcreateserial',
    '-out',
    file('cert.pem'),
    '-days',
    String(VALID_DAYS),
    '-extfile',
    file('cert.ext'),
  )
  for (const temporary of ['cert.csr', 'cert.ext', 'ca.srl']) rmSync(file(temporary), {force: true})
  return folder
}

/** @jest-environment node */
import assert from '../support/assert'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {parse} from 'yaml'
import {SETTINGS} from '../../web/lib/config'

/**
 * compose.yaml (two origins, Valkey, a proxy, Varnish: docs/deploying.md, "Two origins or more") against
 * the docs and the server's settings. Nothing of Docker is built or run here.
 */

const repository = path.resolve(__dirname, '../..')
const read = (file: string) => readFileSync(path.join(repository, file), 'utf8')

type Service = {
  build?: {context: string}
  image?: string
  command?: string[]
  ports?: string[]
  depends_on?: string[]
  environment?: Record<string, string>
  configs?: Array<{source: string}>
}
const compose = parse(read('compose.yaml'), {merge: true}) as {
  services: Record<string, Service>
  configs: Record<string, {content?: string; file?: string}>
}
const docs = read('docs/deploying.md')
const section = docs.slice(docs.indexOf('## Two origins or more'), docs.indexOf('## Development'))
const ORIGINS = ['site-a', 'site-b']

test('two origins of the site’s image, Valkey, a proxy and Varnish, as the docs draw them', () => {
  assert.deepEqual(Object.keys(compose.services).sort(), ['cdn', 'proxy', 'site-a', 'site-b', 'valkey'])
  for (const name of Object.keys(compose.services)) assert.match(section, new RegExp(`\\b${name}\\b`), name)
  for (const origin of ORIGINS) {
    assert.equal(compose.services[origin]!.build?.context, '.')
    assert.ok(existsSync(path.join(repository, 'Dockerfile')))
  }
  assert.match(compose.services.valkey!.image!, /^valkey\/valkey:/)
})

test('every origin shares state in the compose file’s Valkey, with the settings the docs require', () => {
  for (const origin of ORIGINS) {
    const environment = compose.services[origin]!.environment!
    assert.equal(environment.SHARED_STATE_URL, 'redis://valkey:6379')
    // Each variable is one the server reads (web/lib/config.ts), as the docs' table of settings says.
    for (const name of Object.keys(environment)) assert.ok(name in SETTINGS, `${name} is not a setting of the server`)
    // Every setting the docs' table for several origins names is given to each.
    const documented = [...section.matchAll(/^\| `([A-Z_]+)`(?:, `([A-Z_]+)`)?/gm)].flatMap(([, ...names]) =>
      names.filter(Boolean),
    )
    assert.ok(documented.length >= 6, 'the docs list the settings of several origins')
    for (const name of documented) assert.ok(name in environment, `${origin} lacks ${name}, which the docs require`)
    // Those the server refuses to start without are required of the .env file.
    for (const required of ['SANITY_API_WRITE_TOKEN', 'CONTACT_FORM_SECRET'])
      assert.match(read('compose.yaml'), new RegExp(`${required}: \\$\\{${required}:\\?`))
  }
})

test('the proxy balances over both origins and checks the health answer the site serves', () => {
  const [config] = compose.services.proxy!.configs!
  const caddyfile = compose.configs[config!.source]!.content!
  assert.match(caddyfile, /reverse_proxy site-a:3000 site-b:3000/)
  assert.match(caddyfile, /health_uri \/api\/health/)
  assert.ok(existsSync(path.join(repository, 'web/app/api/health/route.ts')))
  // Varnish and the proxy each append to X-Forwarded-For: the origins trust two (docs: TRUSTED_PROXIES).
  assert.equal(compose.services['site-a']!.environment!.TRUSTED_PROXIES, '${TRUSTED_PROXIES:-2}')
})

test('Varnish, the one public door, runs the repository’s VCL before the proxy; only the origins may purge it', () => {
  const cdn = compose.services.cdn!
  assert.deepEqual(cdn.ports, ['80:80'])
  for (const name of ['proxy', 'site-a', 'site-b', 'valkey'])
    assert.equal(compose.services[name]!.ports, undefined, `${name} is reached through Varnish only`)
  const mounted = Object.fromEntries(
    (cdn.configs as Array<{source: string; target: string}>).map(({source, target}) => [
      target,
      compose.configs[source]!,
    ]),
  )
  assert.equal(mounted['/etc/varnish/site.vcl']!.file, './deploy/varnish/site.vcl')
  assert.ok(existsSync(path.join(repository, 'deploy/varnish/site.vcl')))
  // What site.vcl includes, as scripts/varnish.ts writes it for the tests: a backend, and the purgers.
  const origins = mounted['/etc/varnish/origins.vcl']!.content!
  assert.match(origins, /backend proxy \{\s*\.host = "proxy";\s*\.port = "80";/)
  assert.match(origins, /acl purgers \{\s*"site-a";\s*"site-b";\s*\}/)
  assert.match(read('deploy/varnish/site.vcl'), /include "origins\.vcl";/)
  // The VCL keeps the origins' Brotli copies only with Varnish's own gzip off (site.vcl says why).
  assert.deepEqual(cdn.command!.slice(cdn.command!.indexOf('http_gzip_support=off') - 1).slice(0, 2), [
    '-p',
    'http_gzip_support=off',
  ])
  assert.match(section, /\bcdn\b/)
})

/** @jest-environment node */
import path from 'node:path'
import {ConfigError, readServerConfig, SETTINGS} from './config'

describe('readServerConfig', () => {
  it('reads the bundled snapshot when no Sanity project is set', () => {
    const config = readServerConfig({CONTENT_DIR: 'content'})
    expect(config.sanity).toBeUndefined()
    expect(config.contentDirectory).toBe(path.resolve('content'))
    expect(config.siteUrl).toBe('http://localhost:3000')
  })

  it('reads a Sanity project with its dataset and token', () => {
    expect(
      readServerConfig({SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_API_READ_TOKEN: 't'}).sanity,
    ).toEqual({
      projectId: 'abc123',
      dataset: 'staging',
      token: 't',
    })
  })

  it('stores contact requests in the project with a write token, or without a project in the lake at SANITY_API_HOST', () => {
    expect(readServerConfig({SANITY_PROJECT_ID: 'abc123', SANITY_API_WRITE_TOKEN: 'w'}).contact.sanity).toEqual({
      projectId: 'abc123',
      dataset: 'production',
      token: 'w',
    })
    const local = readServerConfig({SANITY_API_HOST: 'https://localhost:3334', SANITY_API_WRITE_TOKEN: 'w'})
    expect(local.contact.sanity).toEqual({dataset: 'production', token: 'w', apiHost: 'https://localhost:3334'})
    // Content still comes from the snapshot: only the requests go to the lake.
    expect(local.sanity).toBeUndefined()
    expect(readServerConfig({}).contact.sanity).toBeUndefined()
  })

  it('reads the contact settings: embedded store under .data, 5 requests per 10 minutes, no e-mail', () => {
    const {contact, publicContact} = readServerConfig({})
    expect(contact.dataDir).toMatch(/\.data$/)
    expect(contact.rateLimit).toEqual({limit: 5, windowMs: 600_000})
    expect(contact.mail).toBeUndefined()
    expect(publicContact).toEqual({endpoint: '/api/contact', apiKey: undefined})
  })

  it('reads the server entry settings: port 3000 on every interface, no trusted proxy and 100 requests in flight by default', () => {
    expect(readServerConfig({}).server).toEqual({
      port: 3000,
      hostname: '0.0.0.0',
      trustedProxies: 0,
      maxRequestsInFlight: 100,
      keepAliveTimeoutMs: undefined,
      edge: {purged: false, lifetimeSeconds: 86_400, staleLimitSeconds: 3_600},
    })
    expect(
      readServerConfig({
        PORT: '8080',
        HOSTNAME: '127.0.0.1',
        TRUSTED_PROXIES: '2',
        MAX_REQUESTS_IN_FLIGHT: '8',
        KEEP_ALIVE_TIMEOUT: '65000',
        CDN_PURGE: 'varnish:http://cdn:80',
        EDGE_LIFETIME_SECONDS: '604800',
        EDGE_STALE_LIMIT_SECONDS: '600',
      }).server,
    ).toEqual({
      port: 8080,
      hostname: '127.0.0.1',
      trustedProxies: 2,
      maxRequestsInFlight: 8,
      keepAliveTimeoutMs: 65_000,
      edge: {purged: true, lifetimeSeconds: 604_800, staleLimitSeconds: 600},
    })
    expect(() => readServerConfig({EDGE_STALE_LIMIT_SECONDS: '30'})).toThrow(/EDGE_STALE_LIMIT_SECONDS/)
  })

  it('reads SMTP and the recipient together', () => {
    const {contact} = readServerConfig({
      SMTP_URL: 'smtp://user:pw@mail.example:587',
      CONTACT_NOTIFY_TO: 'ventas@habitum.example',
    })
    expect(contact.mail).toMatchObject({
      smtpUrl: 'smtp://user:pw@mail.example:587',
      to: 'ventas@habitum.example',
      retryDelaysMs: [2000, 10000],
    })
  })

  it.each([
    [{SMTP_URL: 'smtp://mail.example'}, /SMTP_URL is set but CONTACT_NOTIFY_TO is not/],
    [{SMTP_URL: 'mail.example', CONTACT_NOTIFY_TO: 'a@b.co'}, /SMTP_URL is malformed/],
    [{SANITY_API_WRITE_TOKEN: 'sk'}, /SANITY_API_WRITE_TOKEN is set but SANITY_PROJECT_ID is not/],
    [
      {SANITY_API_WRITE_TOKEN: 'sk', SANITY_API_HOST: 'localhost:3334'},
      /SANITY_API_HOST "localhost:3334" is malformed/,
    ],
    [{CONTACT_RATE_LIMIT: 'many'}, /CONTACT_RATE_LIMIT "many" is malformed/],
    [{CONTACT_MAIL_RETRY_MS: 'soon'}, /CONTACT_MAIL_RETRY_MS "soon" is malformed/],
    [
      {NEXT_PUBLIC_CONTACT_ENDPOINT: 'javascript:alert(1)'},
      /NEXT_PUBLIC_CONTACT_ENDPOINT "javascript:alert\(1\)" is malformed/,
    ],
    [{SANITY_PROJECT_ID: 'Not Valid'}, /SANITY_PROJECT_ID "Not Valid" is malformed/],
    [{SANITY_DATASET: 'prod data'}, /SANITY_DATASET "prod data" is malformed/],
    [{SITE_URL: 'habitum.example'}, /SITE_URL "habitum.example" is malformed/],
    [{TRUSTED_PROXIES: 'yes'}, /TRUSTED_PROXIES "yes" is malformed: expected a whole number from 0 up/],
    [{TRUSTED_PROXIES: '-1'}, /TRUSTED_PROXIES "-1" is malformed/],
    [{MAX_REQUESTS_IN_FLIGHT: '0'}, /MAX_REQUESTS_IN_FLIGHT "0" is malformed: expected a whole number from 1 up/],
    [{KEEP_ALIVE_TIMEOUT: '1.5'}, /KEEP_ALIVE_TIMEOUT "1.5" is malformed: expected a whole number from 1 up/],
    [{PORT: '70000'}, /PORT "70000" is malformed: expected a whole number from 1 to 65535/],
    [{CONTACT_RATE_LIMIT: '0/60'}, /CONTACT_RATE_LIMIT "0\/60" is malformed: expected requests\/seconds/],
    [{SANITY_STUDIO_URL: 'studio'}, /SANITY_STUDIO_URL "studio" is malformed: expected an origin/],
  ])('stops on a malformed value, naming it: %o', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError)
    expect(() => readServerConfig(env)).toThrow(message)
  })

  it('keeps leads 24 months unless told otherwise, and up to the privacy policy’s 60', () => {
    expect(readServerConfig({}).contact.retentionMonths).toBe(24)
    expect(readServerConfig({CONTACT_RETENTION_MONTHS: '1'}).contact.retentionMonths).toBe(1)
    expect(readServerConfig({CONTACT_RETENTION_MONTHS: '60'}).contact.retentionMonths).toBe(60)
  })

  it.each([
    [
      '61',
      /^CONTACT_RETENTION_MONTHS "61" is more than the privacy policy allows: leads are kept 60 months \(5 years\) at most$/,
    ],
    ['120', /CONTACT_RETENTION_MONTHS "120" is more than the privacy policy allows/],
    ['0', /CONTACT_RETENTION_MONTHS "0" is malformed: expected a whole number from 1 up/],
    ['1.5', /CONTACT_RETENTION_MONTHS "1.5" is malformed/],
    ['two years', /CONTACT_RETENTION_MONTHS "two years" is malformed/],
  ])('refuses CONTACT_RETENTION_MONTHS=%s, naming the setting (and the limit past it)', (value, message) => {
    expect(() => readServerConfig({CONTACT_RETENTION_MONTHS: value})).toThrow(ConfigError)
    expect(() => readServerConfig({CONTACT_RETENTION_MONTHS: value})).toThrow(message)
  })

  it('keeps leads with health details 90 days, or less, never longer than the general retention', () => {
    expect(readServerConfig({}).contact.healthRetentionDays).toBe(90)
    expect(readServerConfig({CONTACT_HEALTH_RETENTION_DAYS: '30'}).contact.healthRetentionDays).toBe(30)
    // Unset, the default gives way to a shorter general retention (a month counted at 28 days).
    expect(readServerConfig({CONTACT_RETENTION_MONTHS: '1'}).contact.healthRetentionDays).toBe(28)
    expect(() => readServerConfig({CONTACT_RETENTION_MONTHS: '2', CONTACT_HEALTH_RETENTION_DAYS: '90'})).toThrow(
      /^CONTACT_HEALTH_RETENTION_DAYS "90" is longer than the general retention \(CONTACT_RETENTION_MONTHS, 2 months: 56 days at most\)/,
    )
    expect(() => readServerConfig({CONTACT_HEALTH_RETENTION_DAYS: '0'})).toThrow(
      /CONTACT_HEALTH_RETENTION_DAYS "0" is malformed/,
    )
  })

  it('names a malformed SMTP_URL without repeating it: it holds a password', () => {
    expect(() => readServerConfig({SMTP_URL: 'user:secret@mail', CONTACT_NOTIFY_TO: 'a@b.co'})).toThrow(
      /^SMTP_URL is malformed: expected smtp:/,
    )
    expect(() => readServerConfig({SMTP_URL: 'user:secret@mail', CONTACT_NOTIFY_TO: 'a@b.co'})).not.toThrow(/secret/)
  })

  it('takes a blank value, or one with spaces around it, as unset or trimmed', () => {
    const config = readServerConfig({SITE_URL: ' https://www.habitum.example/ ', TRUSTED_PROXIES: '  ', DATA_DIR: ''})
    expect(config.siteUrl).toBe('https://www.habitum.example')
    expect(config.server.trustedProxies).toBe(0)
    expect(config.contact.dataDir).toMatch(/\.data$/)
  })

  it('declares a one-line description for every setting, and a default as the environment would write it', () => {
    for (const [name, setting] of Object.entries(SETTINGS)) {
      expect([name, setting.description]).toEqual([name, expect.stringMatching(/^[^\n]{8,120}$/)])
      if (setting.default !== undefined) expect(() => readServerConfig({[name]: setting.default})).not.toThrow()
    }
  })

  it('purges the Varnish servers CDN_PURGE names; unset, none; anything else is refused, naming the variable', () => {
    expect(readServerConfig({CDN_PURGE: 'varnish:http://cdn:80,http://cdn-2:6081/'}).publishing.cdnPurge).toEqual({
      kind: 'varnish',
      addresses: ['http://cdn:80', 'http://cdn-2:6081'],
    })
    expect(readServerConfig({}).publishing.cdnPurge).toBeUndefined()
    expect(() => readServerConfig({CDN_PURGE: 'akamai:abc'})).toThrow(
      /CDN_PURGE "akamai:abc" is malformed: expected varnish:http.*fastly:<service id>, cloudflare:<zone id> or cloudfront:/,
    )
  })

  it('purges a Fastly service, a Cloudflare zone or a CloudFront distribution with the token the environment holds', () => {
    const fastly = {CDN_PURGE: 'fastly:SU1Z0isxPaozGVKXdv0eY', FASTLY_API_TOKEN: 'fastly-token'}
    expect(readServerConfig(fastly).publishing.cdnPurge).toEqual({
      kind: 'fastly',
      serviceId: 'SU1Z0isxPaozGVKXdv0eY',
      token: 'fastly-token',
    })
    const zone = '023e105f4ecef8ad9ca31a8372d0c353'
    const cloudflare = {CDN_PURGE: `cloudflare:${zone}`, CLOUDFLARE_API_TOKEN: 'cf-token'}
    expect(readServerConfig(cloudflare).publishing.cdnPurge).toEqual({
      kind: 'cloudflare',
      zoneId: zone,
      token: 'cf-token',
      requestsPerMinute: 5,
    })
    expect(readServerConfig({...cloudflare, CDN_PURGE_REQUESTS_PER_MINUTE: '1000'}).publishing.cdnPurge).toMatchObject({
      requestsPerMinute: 1000,
    })
    expect(() => readServerConfig({...cloudflare, CDN_PURGE_REQUESTS_PER_MINUTE: '0'})).toThrow(
      /CDN_PURGE_REQUESTS_PER_MINUTE "0" is malformed: expected a whole number from 1 to 1000/,
    )
    const aws = {AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'aws-secret'}
    expect(readServerConfig({CDN_PURGE: 'cloudfront:E2QWRUHAPOMQZL', ...aws}).publishing.cdnPurge).toEqual({
      kind: 'cloudfront',
      distributionId: 'E2QWRUHAPOMQZL',
      credentials: {accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'aws-secret', sessionToken: undefined},
    })
    expect(
      readServerConfig({CDN_PURGE: 'cloudfront:E2QWRUHAPOMQZL', ...aws, AWS_SESSION_TOKEN: 'session'}).publishing
        .cdnPurge,
    ).toMatchObject({credentials: {sessionToken: 'session'}})
  })

  it('refuses to start with a CDN named and its token missing, naming the variable; a malformed token is not repeated', () => {
    expect(() => readServerConfig({CDN_PURGE: 'fastly:SU1Z0isxPaozGVKXdv0eY'})).toThrow(
      /^CDN_PURGE names fastly but FASTLY_API_TOKEN is not set: a Fastly API token with the purge_select scope/,
    )
    expect(() => readServerConfig({CDN_PURGE: 'cloudflare:023e105f4ecef8ad9ca31a8372d0c353'})).toThrow(
      /^CDN_PURGE names cloudflare but CLOUDFLARE_API_TOKEN is not set: .*Cache Purge permission/,
    )
    expect(() => readServerConfig({CDN_PURGE: 'cloudfront:E2QWRUHAPOMQZL', AWS_SECRET_ACCESS_KEY: 's'})).toThrow(
      /^CDN_PURGE names cloudfront but AWS_ACCESS_KEY_ID is not set/,
    )
    expect(() => readServerConfig({CDN_PURGE: 'cloudfront:E2QWRUHAPOMQZL', AWS_ACCESS_KEY_ID: 'AKID'})).toThrow(
      /^CDN_PURGE names cloudfront but AWS_SECRET_ACCESS_KEY is not set/,
    )
    const spaced = () => readServerConfig({CDN_PURGE: 'fastly:abc', FASTLY_API_TOKEN: 'two words'})
    expect(spaced).toThrow(/^FASTLY_API_TOKEN is malformed: expected no spaces$/)
    // A token set without CDN_PURGE purges nothing.
    expect(readServerConfig({FASTLY_API_TOKEN: 'fastly-token'}).publishing.cdnPurge).toBeUndefined()
  })

  it('shares state in the store at SHARED_STATE_URL, waiting 50 ms for it by default; unset, nothing is shared', () => {
    const shared = {SHARED_STATE_URL: 'redis://valkey:6379', SANITY_API_HOST: 'https://localhost:3334'}
    const complete = {...shared, SANITY_API_WRITE_TOKEN: 'w', CONTACT_FORM_SECRET: 'x'.repeat(32)}
    expect(readServerConfig(complete).sharedState).toEqual({url: 'redis://valkey:6379', timeoutMs: 50})
    expect(readServerConfig({...complete, SHARED_STATE_TIMEOUT_MS: '200'}).sharedState?.timeoutMs).toBe(200)
    expect(readServerConfig({}).sharedState).toBeUndefined()
    expect(() => readServerConfig({...complete, SHARED_STATE_URL: 'valkey:6379'})).toThrow(
      /SHARED_STATE_URL is malformed: expected redis:\/\/host:6379/,
    )
    // Several origins cannot share leads kept in a folder on each, nor forms signed by a secret of each.
    expect(() => readServerConfig({...complete, SANITY_API_WRITE_TOKEN: ''})).toThrow(
      /SHARED_STATE_URL is set but SANITY_API_WRITE_TOKEN is not/,
    )
    expect(() => readServerConfig({...complete, CONTACT_FORM_SECRET: ''})).toThrow(
      /SHARED_STATE_URL is set but CONTACT_FORM_SECRET is not/,
    )
  })
})

/** @jest-environment node */
import {execFileSync} from 'node:child_process'
import path from 'node:path'
import assert from '../support/assert'
import {evaluate, parse} from 'groq-js'
import {exportParams, looksLikeAddress, personParams} from '../../studio/leads/queries'
import {PANEL_QUERY, panelParams} from '../../studio/panel/queries'

test("the export's statuses: the inbox leaves spam out, «any» takes every status, or the one chosen", () => {
  assert.deepEqual(exportParams({status: 'inbox', from: '', to: ''}).statuses, [
    'new',
    'in-progress',
    'answered',
    'discarded',
  ])
  assert.deepEqual(exportParams({status: 'any', from: '', to: ''}).statuses, [
    'new',
    'in-progress',
    'answered',
    'discarded',
    'spam',
  ])
  assert.deepEqual(exportParams({status: 'spam', from: '', to: ''}), {statuses: ['spam'], from: null, to: null})
})

test("«Desde» and «Hasta» are whole days of the editor's time zone, both inclusive", () => {
  // On an editor's computer in Buenos Aires: a process of its own, whose time zone is set from the start.
  const answer = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--eval',
      "const {exportParams} = require('./studio/leads/queries.ts'); process.stdout.write(JSON.stringify(exportParams({status: 'inbox', from: '2026-03-01', to: '2026-03-31'})))",
    ],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: {...process.env, TZ: 'America/Argentina/Buenos_Aires'},
      encoding: 'utf8',
    },
  )
  const {from, to} = JSON.parse(answer) as {from: string; to: string}
  assert.equal(from, '2026-03-01T03:00:00.000Z')
  assert.equal(to, '2026-04-01T03:00:00.000Z')
})

test('a person is found by the address trimmed and lower-cased', () => {
  assert.deepEqual(personParams('  Ana@Example.COM '), {email: 'ana@example.com'})
  assert.equal(looksLikeAddress(' ana@example.com '), true)
  assert.equal(looksLikeAddress('ana'), false)
  assert.equal(looksLikeAddress('ana @example.com'), false)
})

test('«Panel» counts no lead whose message looked like it held health details, nor spam', async () => {
  const lead = (id: string, fields: Record<string, unknown> = {}) => ({
    _id: id,
    _type: 'contactRequest',
    status: 'new',
    receivedAt: '2026-03-02T12:00:00.000Z',
    page: '/alco',
    ...fields,
  })
  const dataset = [
    lead('plain'),
    lead('health', {containsHealthData: true}),
    lead('spam', {status: 'spam'}),
    // Marked both: spam first, as the inbox files it.
    lead('spam-health', {status: 'spam', containsHealthData: true}),
    lead('health-before', {containsHealthData: true, receivedAt: '2026-02-28T23:59:59.000Z'}),
  ]
  const period = {
    from: '2026-03-01',
    to: '2026-03-03',
    fromInstant: '2026-03-01T00:00:00.000Z',
    toInstant: '2026-03-04T00:00:00.000Z',
  }
  const result = (await (
    await evaluate(parse(PANEL_QUERY), {dataset, params: panelParams(period as never)})
  ).get()) as {
    leads: Array<{page: string}>
    leftOut: {health: number; spam: number}
  }
  assert.deepEqual(result.leads, [
    {receivedAt: '2026-03-02T12:00:00.000Z', page: '/alco', referrerOrigin: null, utmCampaign: null},
  ])
  // What it left out, counted so the Panel can say so (only the period's).
  assert.deepEqual(result.leftOut, {health: 1, spam: 2})
})

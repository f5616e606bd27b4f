/** @jest-environment node */
import {BEACON_MAX_EVENTS} from '@habitum/content/metrics/events'
import {checkBeacon} from './validateBeacon'

const beacon = (fields: Record<string, unknown> = {}) => ({
  path: '/alco',
  device: 'phone',
  events: [{kind: 'view'}],
  ...fields,
})
const withEvent = (event: Record<string, unknown>) => beacon({events: [{kind: 'view'}, event]})

describe('checkBeacon', () => {
  it('takes a beacon as the pages send it, values trimmed', () => {
    const body = beacon({
      events: [
        {kind: 'view', referrerOrigin: 'https://www.google.com', utmSource: ' news ', utmCampaign: 'otoño'},
        {kind: 'funnel', step: 'tried'},
        {kind: 'fieldError', field: 'email'},
        {kind: 'vital', name: 'LCP', value: 2_345.6, element: 'image'},
        {kind: 'vital', name: 'CLS', value: 0},
      ],
    })
    expect(checkBeacon(body)).toEqual({
      ok: true,
      beacon: {
        ...body,
        events: [
          {kind: 'view', referrerOrigin: 'https://www.google.com', utmSource: 'news', utmCampaign: 'otoño'},
          ...body.events.slice(1),
        ],
      },
    })
  })

  it.each([
    ['(body)', 'a list', []],
    ['(body).visitor', 'an extra field', beacon({visitor: 'abc'})],
    ['path', 'a full URL', beacon({path: 'https://evil.example/alco'})],
    ['path', 'a query', beacon({path: '/alco?email=ana@example.com'})],
    ['path', 'a very long path', beacon({path: `/${'a'.repeat(400)}`})],
    ['device', 'an unknown device', beacon({device: 'watch'})],
    ['events', 'no events', beacon({events: []})],
    [
      'events',
      'too many events',
      beacon({events: Array.from({length: BEACON_MAX_EVENTS + 1}, () => ({kind: 'view'}))}),
    ],
    ['events[1].kind', 'an unknown kind', withEvent({kind: 'click'})],
    ['events[1].step', 'an unknown funnel step', withEvent({kind: 'funnel', step: 'paid'})],
    ['events[1].field', 'an unknown field', withEvent({kind: 'fieldError', field: 'phone'})],
    ['events[1].value', 'a field value', withEvent({kind: 'fieldError', field: 'email', value: 'ana@example'})],
    ['events[1].name', 'an unknown vital', withEvent({kind: 'vital', name: 'FID', value: 3})],
    ['events[1].value', 'a negative vital', withEvent({kind: 'vital', name: 'LCP', value: -1})],
    ['events[1].value', 'an unbounded vital', withEvent({kind: 'vital', name: 'CLS', value: 1e9})],
    ['events[1].value', 'a vital as text', withEvent({kind: 'vital', name: 'LCP', value: '900'})],
    [
      'events[1].element',
      'an element on another vital',
      withEvent({kind: 'vital', name: 'FCP', value: 900, element: 'text'}),
    ],
    ['events[1].element', 'an unknown element', withEvent({kind: 'vital', name: 'LCP', value: 900, element: 'video'})],
    [
      'events[1].referrerOrigin',
      'a full referrer URL',
      withEvent({kind: 'view', referrerOrigin: 'https://www.google.com/search?q=x'}),
    ],
    ['events[1].utmCampaign', 'a campaign too long', withEvent({kind: 'view', utmCampaign: 'x'.repeat(101)})],
    ['events[1].utmSource', 'a control character', withEvent({kind: 'view', utmSource: 'a\u202Eb'})],
    ['events[1].utmMedium', 'an empty value', withEvent({kind: 'view', utmMedium: '  '})],
  ])('refuses %s: %s', (field, _what, body) => {
    const checked = checkBeacon(body)
    expect(checked).toMatchObject({ok: false, field})
    expect(!checked.ok && checked.message).toMatch(new RegExp(`^${field.replace(/[()[\].]/g, '\\$&')} `))
  })

  it('names the first problem of several: the body, its fields (path, events, device), then each event', () => {
    const first = (body: unknown) => {
      const checked = checkBeacon(body)
      return !checked.ok && checked.field
    }
    expect(first(beacon({path: 'alco', device: 'watch', visitor: 'abc'}))).toBe('(body).visitor')
    expect(first(beacon({path: 'alco', device: 'watch', events: []}))).toBe('path')
    expect(first(beacon({device: 'watch', events: []}))).toBe('events')
    expect(first(beacon({device: 'watch', events: [{kind: 'click'}]}))).toBe('device')
    expect(first(beacon({events: [{kind: 'vital', name: 'FID', value: -1, element: 'video'}]}))).toBe('events[0].name')
    expect(first(beacon({events: [{kind: 'vital', name: 'FCP', value: -1, element: 'video'}]}))).toBe('events[0].value')
    expect(first(beacon({events: [{kind: 'view', utmSource: 42}, {kind: 'click'}]}))).toBe('events[0].utmSource')
  })

  it('refuses fields named like an object’s own properties, and never throws on them', () => {
    for (const [json, field] of [
      ['{"path": "/alco", "device": "phone", "events": [{"kind": "view"}], "__proto__": {}}', '(body).__proto__'],
      [
        '{"path": "/alco", "device": "phone", "events": [{"kind": "view", "constructor": "x"}]}',
        'events[0].constructor',
      ],
      ['{"path": "/alco", "device": "toString", "events": [{"kind": "view"}]}', 'device'],
      ['{"path": "/alco", "device": "phone", "events": [{"kind": "hasOwnProperty"}]}', 'events[0].kind'],
    ])
      expect(checkBeacon(JSON.parse(json!))).toMatchObject({ok: false, field})
  })
})

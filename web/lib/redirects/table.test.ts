/** @jest-environment node */
import {createSnapshotSource} from '../content/source'
import {loadRedirectTable, redirectFor} from './table'

// Created in the order the test lists them: of two redirects from one path, the older wins.
let created = 0
const redirect = (id: string, from: string, to: string, permanent = true) => ({
  _id: id,
  _type: 'redirect',
  _createdAt: new Date(Date.UTC(2026, 0, 1, 0, ++created)).toISOString(),
  from,
  to,
  permanent,
})

const tableOf = (documents: Array<{_id: string; _type: string; [field: string]: unknown}>) =>
  loadRedirectTable(createSnapshotSource({documents, imageFiles: new Map()}))

describe('redirectFor', () => {
  const table = new Map([
    ['/vieja', {to: '/alco', permanent: true}],
    ['/campana', {to: 'https://example.com/promo?ref=site#top', permanent: false}],
    ['/en-ingles', {to: '/en/alco', permanent: true}],
  ])

  it('answers the bare, /es and /en forms, keeping the language and the query', () => {
    expect(redirectFor(table, '/vieja', '')).toEqual({location: '/alco', status: 308})
    expect(redirectFor(table, '/es/vieja', '?a=1')).toEqual({location: '/es/alco?a=1', status: 308})
    expect(redirectFor(table, '/en/vieja/', '')).toEqual({location: '/en/alco', status: 308})
    expect(redirectFor(table, '/es/en-ingles', '')).toEqual({location: '/en/alco', status: 308})
  })

  it('temporary redirects answer 307; a URL of another site keeps its own query first and its fragment last', () => {
    expect(redirectFor(table, '/en/campana', '?utm=x')).toEqual({
      location: 'https://example.com/promo?ref=site&utm=x#top',
      status: 307,
    })
  })

  it('anything else is not redirected', () => {
    expect(redirectFor(table, '/alco', '')).toBeNull()
    expect(redirectFor(table, '/fr/vieja', '')).toBeNull()
    expect(redirectFor(table, '/vieja/mas', '')).toBeNull()
  })
})

describe('loadRedirectTable', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  afterEach(() => warn.mockClear())

  it('follows a chain to its end, and leaves out a loop, a live page, a duplicate and an impossible target', async () => {
    const table = await tableOf([
      {_id: 'page-alco', _type: 'page', slug: {current: 'alco'}},
      redirect('a', '/a', '/b'),
      redirect('b', '/b', '/en/c', false),
      redirect('loop1', '/x', '/y'),
      redirect('loop2', '/y', '/es/x'),
      redirect('live', '/alco', '/'),
      redirect('dup1', '/d', '/'),
      redirect('dup2', '/d', '/alco'),
      redirect('bad', '/js', 'javascript:alert(1)'),
    ])
    expect(Object.fromEntries(table)).toEqual({
      '/a': {to: '/en/c', permanent: false},
      '/b': {to: '/en/c', permanent: false},
      '/d': {to: '/', permanent: true},
    })
    expect(warn.mock.calls.map(([message]) => message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/x → /y: it leads back to itself'),
        expect.stringContaining('/alco → /: a published page has this address'),
        expect.stringContaining('/d → /alco: another redirect has the same "from"'),
        expect.stringContaining(
          '/js → javascript:alert(1): target "javascript:alert(1)" is not a path or an http(s) URL',
        ),
      ]),
    )
  })
})

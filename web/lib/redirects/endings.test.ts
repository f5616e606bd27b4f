/** @jest-environment node */
import {endDateProblem, endRedirectProblem, hasEnded} from '../../../schemas/pageEnd'
import {createSnapshotSource} from '../content/source'
import {endingFor, loadEndings} from './endings'

const page = (id: string, slug: string | undefined, fields: Record<string, unknown> = {}) => ({
  _id: id,
  _type: 'page',
  ...(slug === undefined ? {} : {slug: {_type: 'slug', current: slug}}),
  ...fields,
})
const ref = (id: string) => ({_type: 'reference', _ref: id})

const endingsOf = (documents: Array<{_id: string; _type: string; [field: string]: unknown}>) =>
  loadEndings(createSnapshotSource({documents, imageFiles: new Map()}))

describe('pages past their end date, as the site answers them', () => {
  const documents = [
    page('home', undefined, {endDate: '2026-01-01'}),
    page('alco', 'alco'),
    page('gone', 'promo-2025', {endDate: '2026-03-01', afterEnd: 'gone'}),
    page('moved', 'precios-2025', {endDate: '2026-03-01', afterEnd: 'redirect', endRedirect: ref('alco')}),
    page('unset', 'sin-eleccion', {endDate: '2026-03-01'}),
    page('self', 'a-si-misma', {endDate: '2026-03-01', afterEnd: 'redirect', endRedirect: ref('self')}),
    page('to-ended', 'a-otra-vencida', {endDate: '2026-03-01', afterEnd: 'redirect', endRedirect: ref('gone')}),
    page('to-missing', 'a-ninguna', {endDate: '2026-03-01', afterEnd: 'redirect', endRedirect: ref('nope')}),
  ]

  it('before the day: shown as always; from the day on (Buenos Aires): 410 or the chosen redirect', async () => {
    const table = await endingsOf(documents)
    expect(endingFor(table, '/promo-2025', '', '2026-02-28')).toBeNull()
    expect(endingFor(table, '/precios-2025', '', '2026-02-28')).toBeNull()
    expect(endingFor(table, '/promo-2025', '', '2026-03-01')).toBe('gone')
    expect(endingFor(table, '/en/promo-2025/', '', '2026-03-01')).toBe('gone')
    expect(endingFor(table, '/precios-2025', '', '2026-03-01')).toEqual({location: '/alco', status: 308})
    expect(endingFor(table, '/en/precios-2025', '?ref=qr', '2026-03-02')).toEqual({
      location: '/en/alco?ref=qr',
      status: 308,
    })
    // No choice made: 410, the site's default.
    expect(endingFor(table, '/sin-eleccion', '', '2026-03-01')).toBe('gone')
  })

  it('what the Studio refuses answers 410: a redirect to itself, to an ended page, to none', async () => {
    const table = await endingsOf(documents)
    for (const path of ['/a-si-misma', '/a-otra-vencida', '/a-ninguna']) {
      expect(endingFor(table, path, '', '2026-03-01')).toBe('gone')
    }
  })

  it('never ends the home page, nor touches other addresses', async () => {
    const table = await endingsOf(documents)
    expect(endingFor(table, '/', '', '2030-01-01')).toBeNull()
    expect(endingFor(table, '/en', '', '2030-01-01')).toBeNull()
    expect(endingFor(table, '/alco', '', '2030-01-01')).toBeNull()
    expect(endingFor(table, '/promo-2025/extra', '', '2030-01-01')).toBeNull()
  })
})

describe('the Studio rules of an end date', () => {
  it('refuses an end date on the home page', () => {
    expect(endDateProblem('2026-05-01', undefined)).toMatch(/La página de inicio no puede dejar de mostrarse/)
    expect(endDateProblem('2026-05-01', 'promo')).toBeUndefined()
    expect(endDateProblem(undefined, undefined)).toBeUndefined()
  })

  it('has a page ended from its day on, and not for a malformed date', () => {
    expect(hasEnded('2026-05-01', '2026-04-30')).toBe(false)
    expect(hasEnded('2026-05-01', '2026-05-01')).toBe(true)
    expect(hasEnded('1/5/2026', '2030-01-01')).toBe(false)
    expect(hasEnded(null, '2030-01-01')).toBe(false)
  })

  it('asks for a target when redirecting, and refuses the page itself, an unpublished one, or one ended by then', () => {
    const today = '2026-04-01'
    const own = {id: 'drafts.promo', endDate: '2026-05-01', afterEnd: 'redirect'}
    const live = {_id: 'alco', title: 'Alco', endDate: null}
    expect(endRedirectProblem({...own, afterEnd: 'gone'}, null, today)).toBeUndefined()
    expect(endRedirectProblem(own, null, today)).toBe('Elija la página a la que se redirige después de la fecha')
    expect(endRedirectProblem({...own, targetId: 'promo'}, null, today)).toBe(
      'Una página no puede redirigir a sí misma: elija otra',
    )
    expect(endRedirectProblem({...own, targetId: 'nope'}, null, today)).toMatch(/no está publicada/)
    expect(endRedirectProblem({...own, targetId: 'alco'}, live, today)).toBeUndefined()
    // A target that ends before or on this page's end date would be gone when visitors are sent there.
    expect(endRedirectProblem({...own, targetId: 'alco'}, {...live, endDate: '2026-05-01'}, today)).toBe(
      '«Alco» deja de mostrarse el 1 de mayo de 2026: elija una página que siga publicada',
    )
    expect(endRedirectProblem({...own, targetId: 'alco'}, {...live, endDate: '2026-05-02'}, today)).toBeUndefined()
    // This page's date already past: the target must still be shown today.
    expect(
      endRedirectProblem({...own, endDate: '2026-01-01', targetId: 'alco'}, {...live, endDate: '2026-03-01'}, today),
    ).toMatch(/deja de mostrarse el 1 de marzo de 2026/)
  })
})

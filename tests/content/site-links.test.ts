/** @jest-environment node */
import assert from '../support/assert'
import {missingTarget, siteLinkTarget} from '../../schemas/validation/siteLinks'

test('an internal link is read as the site routes it: language prefixes, trailing slashes, anchors, legal revisions', () => {
  const cases: Array<[string, ReturnType<typeof siteLinkTarget>]> = [
    ['https://example.com/alco', undefined],
    ['mailto:hola@habitum.example', undefined],
    ['/', {kind: 'home'}],
    ['/en/', {kind: 'home'}],
    ['#contactus', {kind: 'home', anchor: 'contactus'}],
    ['/es/#contactus', {kind: 'home', anchor: 'contactus'}],
    ['/alco/', {kind: 'page', slug: 'alco'}],
    ['/en/alco?x=1#contactus', {kind: 'page', slug: 'alco', anchor: 'contactus'}],
    ['/english-course', {kind: 'page', slug: 'english-course'}],
    ['/legal/privacy-policy', {kind: 'legal', slug: 'privacy-policy', dates: []}],
    ['/legal/privacy-policy/2022-03-01', {kind: 'legal', slug: 'privacy-policy', dates: ['2022-03-01']}],
    [
      '/en/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
      {kind: 'legal', slug: 'privacy-policy', dates: ['2022-03-01', '2023-07-01']},
    ],
    ['/legal/privacy-policy/marzo', {kind: 'unknown', path: '/legal/privacy-policy/marzo'}],
    ['/a/b', {kind: 'unknown', path: '/a/b'}],
  ]
  for (const [href, expected] of cases) assert.deepEqual(siteLinkTarget(href), expected, href)
})

test('a target is missing when its page, revision or section is not on the published site', () => {
  const none = {home: null, page: null, legal: null}
  const alco = {anchors: [null, 'contactus']}
  assert.equal(missingTarget('/alco#contactus', siteLinkTarget('/alco#contactus')!, {...none, page: alco}), undefined)
  assert.equal(
    missingTarget('/alco#precios', siteLinkTarget('/alco#precios')!, {...none, page: alco}),
    '«/alco#precios»: la página no tiene ninguna sección con el ancla #precios (tiene #contactus)',
  )
  assert.equal(
    missingTarget('#contactus', siteLinkTarget('#contactus')!, none),
    '«#contactus»: la página principal no está publicada',
  )
  const privacy = {dates: ['2022-03-01', '2023-07-01']}
  assert.equal(missingTarget('/legal/x/2023-07-01', siteLinkTarget('/legal/x/2023-07-01')!, {...none, legal: privacy}), undefined)
  assert.equal(
    missingTarget('/legal/x/2024-01-01', siteLinkTarget('/legal/x/2024-01-01')!, {...none, legal: privacy}),
    '«/legal/x/2024-01-01»: /legal/x no tiene ninguna versión del 1 de enero de 2024',
  )
})

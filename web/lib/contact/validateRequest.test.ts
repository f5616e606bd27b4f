import type {CategoryCheck} from './categories'
import {validateContactRequest} from './validateRequest'

const LIST = ['laboratorio', 'prepaga']
/** A category list that was read: what web/lib/contact/categories.ts answers with one. */
const CATEGORIES = async (category: string): Promise<CategoryCheck> =>
  !category || LIST.includes(category) ? {status: 'known'} : {status: 'unknown', expected: LIST}
/** No list could ever be read. */
const UNREADABLE = async (category: string): Promise<CategoryCheck> =>
  category ? {status: 'unchecked'} : {status: 'known'}
const fields = {name: 'Ana', email: 'ana@example.com', message: 'Hola', category: 'prepaga'}
/** What the form sends of the consent: the box ticked, the revision in force, the notice's version. */
const consent = {privacyRevision: '7afbf2639afa', noticeVersion: '0123456789abcdef'}
const valid = {...fields, consent: true, ...consent}

describe('validateContactRequest', () => {
  it('accepts a valid request, trimmed', async () => {
    const result = await validateContactRequest({...valid, name: '  Ana  '}, CATEGORIES)
    expect(result).toEqual({
      ok: true,
      isRobot: false,
      categoryUnchecked: false,
      fields: {...fields, name: 'Ana'},
      attribution: {},
      consent,
      formToken: undefined,
    })
  })

  it.each([
    ['without consent', {consent: undefined}, {consent: expect.stringMatching(/^Must be true/)}],
    ['with consent as text', {consent: 'true'}, {consent: expect.stringMatching(/^Must be true/)}],
    ['with the box unticked', {consent: false}, {consent: expect.stringMatching(/^Must be true/)}],
    ['without a revision', {privacyRevision: undefined}, {privacyRevision: expect.stringMatching(/in force/)}],
    ['with a forged revision', {privacyRevision: '../../etc'}, {privacyRevision: expect.stringMatching(/in force/)}],
    ['with a notice version of another shape', {noticeVersion: 'x'.repeat(16)}, {noticeVersion: expect.any(String)}],
  ])('refuses a request %s, naming the field', async (_case, change, errors) => {
    expect(await validateContactRequest({...valid, ...change}, CATEGORIES)).toEqual({ok: false, errors})
  })

  it('passes the form token on, unchecked here (web/lib/contact/spamRules.ts judges it), and refuses one that is not a string', async () => {
    expect(await validateContactRequest({...valid, formToken: 'anything'}, CATEGORIES)).toMatchObject({
      ok: true,
      formToken: 'anything',
    })
    expect(await validateContactRequest({...valid, formToken: 1234}, CATEGORIES)).toEqual({
      ok: false,
      errors: {formToken: 'Must be a string'},
    })
  })

  it.each([null, [], 'text', 42])('refuses a body that is not an object: %p', async (body) => {
    expect(await validateContactRequest(body, CATEGORIES)).toMatchObject({
      ok: false,
      errors: {body: expect.any(String)},
    })
  })

  it('lists unknown fields together with the form errors', async () => {
    expect(
      await validateContactRequest({email: 'x', admin: true, $where: '1', consent: true, ...consent}, CATEGORIES),
    ).toEqual({
      ok: false,
      errors: {
        admin: 'Unknown field',
        $where: 'Unknown field',
        name: 'Complete campo',
        email: 'Mail no es correcto',
        message: 'Escriba su consulta',
      },
    })
  })

  it('refuses values that are not strings', async () => {
    expect(await validateContactRequest({...valid, name: {$ne: ''}, message: ['a']}, CATEGORIES)).toEqual({
      ok: false,
      errors: {name: 'Must be a string', message: 'Must be a string'},
    })
  })

  it('refuses control characters, allowing line breaks in the message only', async () => {
    expect(await validateContactRequest({...valid, message: 'línea 1\nlínea 2\ttab'}, CATEGORIES)).toMatchObject({
      ok: true,
    })
    expect(await validateContactRequest({...valid, name: 'Ana\nBcc: x', message: 'a\u0000b'}, CATEGORIES)).toEqual({
      ok: false,
      errors: {name: 'Control characters are not allowed', message: 'Control characters are not allowed'},
    })
  })

  it('accepts an empty category and refuses one that is not in the list', async () => {
    expect(await validateContactRequest({...valid, category: ''}, CATEGORIES)).toMatchObject({ok: true})
    expect(await validateContactRequest({...valid, category: 'hacker'}, CATEGORIES)).toMatchObject({
      ok: false,
      errors: {category: 'Unknown category: expected one of laboratorio, prepaga'},
    })
  })

  it('with no list to check against, keeps a category shaped like a value and says it is unchecked', async () => {
    expect(await validateContactRequest(valid, UNREADABLE)).toMatchObject({
      ok: true,
      categoryUnchecked: true,
      fields,
    })
    expect(await validateContactRequest({...valid, category: '<b>Hacker</b>'}, UNREADABLE)).toMatchObject({
      ok: false,
      errors: {category: expect.stringContaining('Unknown category')},
    })
    expect(await validateContactRequest({...valid, category: ''}, UNREADABLE)).toMatchObject({ok: true})
  })

  it('refuses text direction controls in the name, and the e-mail by its pattern, in the form’s words', async () => {
    expect(await validateContactRequest({...valid, name: 'Ana \u202Egnp.exe'}, CATEGORIES)).toEqual({
      ok: false,
      errors: {name: 'Text direction controls (U+202A–U+202E, U+2066–U+2069) are not allowed'},
    })
    expect(await validateContactRequest({...valid, email: 'ana\u2066@example.com'}, CATEGORIES)).toEqual({
      ok: false,
      errors: {email: 'Mail no es correcto'},
    })
    expect(await validateContactRequest({...valid, message: 'cita: \u202Eal revés\u202C'}, CATEGORIES)).toMatchObject({
      ok: true,
    })
  })

  it('marks a request whose hidden field is filled as a robot', async () => {
    expect(await validateContactRequest({...valid, website: 'http://spam.example'}, CATEGORIES)).toMatchObject({
      ok: true,
      isRobot: true,
    })
  })
})

describe('where the visit came from', () => {
  it('keeps the campaign fields trimmed and the referrer as its origin alone, leaving blank ones out', async () => {
    const body = {
      ...valid,
      referrerOrigin: 'https://www.google.com/search?q=habitum+clinica',
      utmSource: ' newsletter ',
      utmMedium: 'email',
      utmCampaign: '',
    }
    expect(await validateContactRequest(body, CATEGORIES)).toMatchObject({
      ok: true,
      attribution: {referrerOrigin: 'https://www.google.com', utmSource: 'newsletter', utmMedium: 'email'},
    })
    const result = await validateContactRequest(body, CATEGORIES)
    expect(result.ok && Object.keys(result.attribution)).toEqual(['referrerOrigin', 'utmSource', 'utmMedium'])
  })

  it('refuses, naming each field, a referrer that is not an http(s) address and values over 100 characters', async () => {
    for (const referrerOrigin of ['javascript:alert(1)', 'not a url', 'ftp://files.example', 'data:text/html,x']) {
      expect(await validateContactRequest({...valid, referrerOrigin}, CATEGORIES)).toEqual({
        ok: false,
        errors: {referrerOrigin: 'Must be an http(s) origin, such as https://www.example.com'},
      })
    }
    expect(
      await validateContactRequest(
        {...valid, name: '', utmCampaign: 'x'.repeat(101), referrerOrigin: `https://${'a'.repeat(100)}.example`},
        CATEGORIES,
      ),
    ).toEqual({
      ok: false,
      errors: {utmCampaign: 'At most 100 characters', referrerOrigin: 'At most 100 characters', name: 'Complete campo'},
    })
    expect(await validateContactRequest({...valid, utmCampaign: 'x'.repeat(100)}, CATEGORIES)).toMatchObject({ok: true})
  })

  it('refuses non-strings, control and direction characters in them, as in the name', async () => {
    expect(
      await validateContactRequest(
        {...valid, utmSource: ['a'], utmMedium: 'mail\nBcc', utmCampaign: 'otoño\u202E'},
        CATEGORIES,
      ),
    ).toEqual({
      ok: false,
      errors: {
        utmSource: 'Must be a string',
        utmMedium: 'Control characters are not allowed',
        utmCampaign: 'Text direction controls (U+202A–U+202E, U+2066–U+2069) are not allowed',
      },
    })
  })
})

describe('prototype keys', () => {
  it('reports a "__proto__" field instead of swallowing it', async () => {
    const body = JSON.parse(
      `{"__proto__": {"admin": true}, "name": "Ana", "email": "ana@example.com", "message": "x", "consent": true, "privacyRevision": "${consent.privacyRevision}", "noticeVersion": "${consent.noticeVersion}"}`,
    )
    const result = await validateContactRequest(body, CATEGORIES)
    expect(result.ok).toBe(false)
    expect(!result.ok && Object.keys(result.errors)).toEqual(['__proto__'])
  })
})

import {validateContactRequest} from './validateRequest'

const CATEGORIES = ['laboratorio', 'prepaga']
const valid = {name: 'Ana', email: 'ana@example.com', message: 'Hola', category: 'prepaga'}

describe('validateContactRequest', () => {
  it('accepts a valid request, trimmed', async () => {
    const result = await validateContactRequest({...valid, name: '  Ana  '}, CATEGORIES)
    expect(result).toEqual({ok: true, isRobot: false, fields: {...valid, name: 'Ana'}})
  })

  it.each([null, [], 'text', 42])('refuses a body that is not an object: %p', async (body) => {
    expect(await validateContactRequest(body, CATEGORIES)).toMatchObject({ok: false, errors: {body: expect.any(String)}})
  })

  it('lists unknown fields together with the form errors', async () => {
    expect(await validateContactRequest({email: 'x', admin: true, $where: '1'}, CATEGORIES)).toEqual({
      ok: false,
      errors: {admin: 'Unknown field', $where: 'Unknown field', name: 'Complete campo', email: 'Mail no es correcto', message: 'Escriba su consulta'},
    })
  })

  it('refuses values that are not strings', async () => {
    expect(await validateContactRequest({...valid, name: {$ne: ''}, message: ['a']}, CATEGORIES)).toEqual({
      ok: false,
      errors: {name: 'Must be a string', message: 'Must be a string'},
    })
  })

  it('refuses control characters, allowing line breaks in the message only', async () => {
    expect(await validateContactRequest({...valid, message: 'línea 1\nlínea 2\ttab'}, CATEGORIES)).toMatchObject({ok: true})
    expect(await validateContactRequest({...valid, name: 'Ana\nBcc: x', message: 'a\u0000b'}, CATEGORIES)).toEqual({
      ok: false,
      errors: {name: 'Control characters are not allowed', message: 'Control characters are not allowed'},
    })
  })

  it('accepts an empty category and refuses one that is not in the list', async () => {
    expect(await validateContactRequest({...valid, category: ''}, CATEGORIES)).toMatchObject({ok: true})
    expect(await validateContactRequest({...valid, category: 'hacker'}, CATEGORIES)).toMatchObject({
      ok: false,
      errors: {category: expect.stringContaining('Unknown category')},
    })
  })

  it('marks a request whose hidden field is filled as a robot', async () => {
    expect(await validateContactRequest({...valid, website: 'http://spam.example'}, CATEGORIES)).toMatchObject({ok: true, isRobot: true})
  })
})

describe('prototype keys', () => {
  it('reports a "__proto__" field instead of swallowing it', async () => {
    const body = JSON.parse('{"__proto__": {"admin": true}, "name": "Ana", "email": "ana@example.com", "message": "x"}')
    const result = await validateContactRequest(body, CATEGORIES)
    expect(result.ok).toBe(false)
    expect(!result.ok && Object.keys(result.errors)).toEqual(['__proto__'])
  })
})

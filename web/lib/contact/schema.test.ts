import {ValidationError} from 'yup'
import {contactSchema} from './schema'
import type {Language} from '../i18n/languages'

async function errorsOf(lang: Language, values: Record<string, string | boolean>) {
  try {
    await contactSchema(lang).validate({consent: true, ...values}, {abortEarly: false})
    return {}
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path, inner.message]))
  }
}

describe('contactSchema', () => {
  it.each([
    ['es', {name: 'Complete campo', email: 'Complete campo', message: 'Escriba su consulta'}],
    [
      'en',
      {name: 'Please fill in this field', email: 'Please fill in this field', message: 'Please write your question'},
    ],
  ] as const)('asks for the required fields in %s', async (lang, expected) => {
    expect(await errorsOf(lang, {name: '  ', email: '', message: ''})).toEqual(expected)
  })

  it.each([
    ['es', 'Máximo 50 caracteres', 'Mail no es correcto'],
    ['en', '50 characters at most', 'This e-mail address is not valid'],
  ] as const)('limits the name and checks the e-mail in %s', async (lang, tooLong, badEmail) => {
    expect(await errorsOf(lang, {name: 'x'.repeat(51), email: 'ana@example', message: 'Hola'})).toEqual({
      name: tooLong,
      email: badEmail,
    })
  })

  it.each([
    'ana@example.com',
    'a.b+c@sub.example.org',
    'x@y.co',
    'josé.núñez@ñandú.com.ar',
    `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
  ])('accepts %s', async (email) => {
    expect(await errorsOf('es', {name: 'Ana', email, message: 'Hola'})).toEqual({})
  })

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.c',
    'ana @example.com',
    'ana@example.c0',
    // Read by a mail header as a second address: the notification's Reply-To became b@evil.example.com.
    'a,b@evil.example.com',
    'ana@example.com,b@evil.example.com',
    '"ana"@example.com',
    'Ana <ana@example.com>',
    'ana;b@example.com',
    // Direction controls and invisible characters.
    'ana\u202E@example.com',
    'ana@exa\u200Bmple.com',
    // Longer than mail carries (RFC 5321).
    `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
    `${'a'.repeat(10_000)}@x.co`,
  ])('refuses %s', async (email) => {
    expect(await errorsOf('es', {name: 'Ana', email, message: 'Hola'})).toEqual({email: 'Mail no es correcto'})
  })

  it.each(['\u200B\u200C\u200D', '\u200B \uFEFF \u2060', '\u202E\u202C'])(
    'takes a name of invisible characters only for empty: %j',
    async (name) => {
      expect(await errorsOf('es', {name, email: 'a@b.co', message: 'Hola'})).toEqual({name: 'Complete campo'})
    },
  )

  it.each([
    ['es', 'Marque la casilla para enviar'],
    ['en', 'Tick the box to send'],
  ] as const)('asks for the consent box, ticked, in %s', async (lang, message) => {
    const filled = {name: 'Ana', email: 'a@b.co', message: 'Hola'}
    expect(await errorsOf(lang, {...filled, consent: false})).toEqual({consent: message})
    expect(await contactSchema(lang).isValid({...filled})).toBe(false)
    expect(await errorsOf(lang, {...filled, consent: true})).toEqual({})
  })

  it('accepts 50 characters and an empty category', async () => {
    expect(await errorsOf('es', {name: 'x'.repeat(50), email: 'a@b.co', message: 'Hola', category: ''})).toEqual({})
  })
})

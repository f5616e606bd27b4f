import {ValidationError} from 'yup'
import {contactSchema} from './schema'

async function errorsOf(lang: 'es' | 'en', values: Record<string, string>) {
  try {
    await contactSchema(lang).validate(values, {abortEarly: false})
    return {}
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path, inner.message]))
  }
}

describe('contactSchema', () => {
  it.each([
    ['es', {name: 'Complete campo', email: 'Complete campo', message: 'Escriba su consulta'}],
    ['en', {name: 'Please fill in this field', email: 'Please fill in this field', message: 'Please write your question'}],
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

  it.each(['ana@example.com', 'a.b+c@sub.example.org', 'x@y.co'])('accepts %s', async (email) => {
    expect(await errorsOf('es', {name: 'Ana', email, message: 'Hola'})).toEqual({})
  })

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana@example.c', 'ana @example.com', 'ana@example.c0'])(
    'refuses %s',
    async (email) => {
      expect(await errorsOf('es', {name: 'Ana', email, message: 'Hola'})).toEqual({email: 'Mail no es correcto'})
    },
  )

  it('accepts 50 characters and an empty category', async () => {
    expect(await errorsOf('es', {name: 'x'.repeat(50), email: 'a@b.co', message: 'Hola', category: ''})).toEqual({})
  })
})

/** @jest-environment node */
import {LANGUAGE_TITLES} from '../languages'
import {
  buenosAiresDateTime,
  companyTypeTitles,
  CSV_COLUMNS,
  csvCell,
  csvText,
  leadsCsv,
  type CsvLead,
} from './csv'
import {HEALTH_MESSAGE_HIDDEN} from './record'

const companyTypes = companyTypeTitles([
  {value: 'prepaga', label: 'Prepaga'},
  {value: 'obra-social', label: 'Obra social'},
  {value: 'sin-etiqueta', label: null},
])

/** The cells of a CSV line whose cells are all quoted, unquoted again. */
const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"'))

/** One lead's row as a record keyed by the header's titles. */
function row(lead: CsvLead) {
  const [, line] = leadsCsv([lead], {companyTypes}).split('\r\n')
  return Object.fromEntries(cells(line!).map((cell, index) => [CSV_COLUMNS[index], cell]))
}

describe('leadsCsv', () => {
  it('heads each column with the title the Studio gives the field, in Spanish, the message last', () => {
    const [header] = leadsCsv([], {companyTypes}).slice(1).split('\r\n')
    expect(header).toBe(
      'Recibida;Nombre;E-mail;Tipo de organización;Tipo sin verificar;Idioma;Página de origen;Sitio de referencia;' +
        'Campaña: fuente;Campaña: medio;Campaña: nombre;Estado;Motivo de spam;Asignada a;' +
        'Política de privacidad aceptada (vigente desde);Versión del aviso;Aceptada el;Contiene datos de salud;Consulta',
    )
    // Read by any spreadsheet without quoting.
    for (const title of CSV_COLUMNS) expect(title).not.toMatch(/[";\n\r]|^[=+\-@]/)
  })

  it('writes values as the Studio shows them: titles, labels, «Sí», the language by name, Buenos Aires times', () => {
    expect(
      row({
        receivedAt: '2026-03-02T15:00:00.000Z',
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        category: 'obra-social',
        categoryUnchecked: true,
        language: 'en',
        page: '/alco',
        referrerOrigin: 'https://www.google.com',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'marzo-hta',
        status: 'in-progress',
        spamReason: 'too-fast',
        assignedTo: 'Marta',
        containsHealthData: false,
        message: 'Quisiera una demo',
        consent: {
          privacyRevision: '7afbf2639afa',
          privacyInForce: '2023-07-01',
          noticeVersion: '0123456789abcdef',
          consentedAt: '2026-03-02T14:59:30.000Z',
        },
      }),
    ).toEqual({
      Recibida: '02/03/2026 12:00',
      Nombre: 'Ana Ruiz',
      'E-mail': 'ana@example.com',
      'Tipo de organización': 'Obra social',
      'Tipo sin verificar': 'Sí',
      Idioma: LANGUAGE_TITLES.en,
      'Página de origen': '/alco',
      'Sitio de referencia': 'https://www.google.com',
      'Campaña: fuente': 'newsletter',
      'Campaña: medio': 'email',
      'Campaña: nombre': 'marzo-hta',
      Estado: 'En curso',
      'Motivo de spam': 'Enviada demasiado rápido',
      'Asignada a': 'Marta',
      'Política de privacidad aceptada (vigente desde)': '01/07/2023',
      'Versión del aviso': 'Aviso mostrado el 2 de marzo de 2026, en inglés',
      'Aceptada el': '02/03/2026 11:59',
      'Contiene datos de salud': '',
      Consulta: 'Quisiera una demo',
    })
  })

  it('leaves empty what a lead lacks, and as stored a code no list or company type knows', () => {
    const record = row({name: 'Bruno', category: 'empresa-nueva', language: 'pt', status: 'archivada', receivedAt: 'x'})
    expect(record).toMatchObject({
      Nombre: 'Bruno',
      'Tipo de organización': 'empresa-nueva',
      Idioma: 'pt',
      Estado: 'archivada',
      Recibida: 'x',
      'Tipo sin verificar': '',
      'Motivo de spam': '',
      'Política de privacidad aceptada (vigente desde)': '',
      'Aceptada el': '',
      Consulta: '',
    })
    expect(row({category: 'sin-etiqueta'})['Tipo de organización']).toBe('sin-etiqueta')
    expect(row({status: 'new', language: 'es', category: 'prepaga'})).toMatchObject({
      Estado: 'Nueva',
      Idioma: 'Español',
      'Tipo de organización': 'Prepaga',
    })
  })

  it('hides a message with health details, and says the lead holds them', () => {
    const record = row({message: 'Tengo diabetes tipo 2', containsHealthData: true})
    expect(record).toMatchObject({Consulta: HEALTH_MESSAGE_HIDDEN, 'Contiene datos de salud': 'Sí'})
    expect(leadsCsv([{message: 'Tengo diabetes', containsHealthData: true}], {companyTypes})).not.toContain('diabetes')
  })

  it('names the notice read by the day it was shown (Buenos Aires) and its language, never its fingerprint', () => {
    const consent = {privacyInForce: '2023-07-01', noticeVersion: '160da0dd29f33d32'}
    // 23:30 on 22 May in Buenos Aires: already the 23rd in UTC.
    const late = row({language: 'es', consent: {...consent, consentedAt: '2024-05-23T02:30:00.000Z'}})
    expect(late['Versión del aviso']).toBe('Aviso mostrado el 22 de mayo de 2024, en español')
    expect(leadsCsv([{language: 'es', consent: {...consent, consentedAt: 'x'}}], {companyTypes})).not.toContain(
      '160da0dd29f33d32',
    )
    expect(row({language: 'pt', consent})['Versión del aviso']).toBe('Aviso mostrado con el formulario')
    expect(row({language: 'es'})['Versión del aviso']).toBe('')
  })

  it('opens in one step in Excel set for Argentina: UTF-8 with a byte order mark, «;» between cells, CR LF after each line', () => {
    const csv = leadsCsv([{name: '=HYPERLINK("x")', email: '+1@example.com', message: 'Dice "hola"; con comas, y'}], {
      companyTypes,
    })
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const line = csv.split('\r\n')[1]!
    expect(line.split('";"')).toHaveLength(CSV_COLUMNS.length)
    expect(line.startsWith('"') && line.endsWith('"')).toBe(true)
    expect(line).toContain(`"'=HYPERLINK(""x"")";"'+1@example.com"`)
    expect(line).toContain('"Dice ""hola""; con comas, y"')
  })
})

describe('csvText', () => {
  it('quotes every cell, so a separator, a quote or a line break stays inside it', () => {
    expect(csvText(['A', 'B'], [['uno; dos', 'dijo "sí"\nluego\r\nfin'], ['', '3,5']])).toBe(
      '\uFEFFA;B\r\n"uno; dos";"dijo ""sí""\nluego\r\nfin"\r\n"";"3,5"\r\n',
    )
  })

  it('is the header alone, with the byte order mark, when there are no rows', () => {
    expect(csvText(['Nombre'], [])).toBe('\uFEFFNombre\r\n')
  })
})

describe('buenosAiresDateTime', () => {
  it('writes an instant as dd/mm/aaaa hh:mm in Buenos Aires, whatever the computer’s zone', () => {
    expect(buenosAiresDateTime('2026-03-02T15:00:00.000Z')).toBe('02/03/2026 12:00')
    // Still 28 February in Buenos Aires; midnight as 00, not 24.
    expect(buenosAiresDateTime('2026-03-01T02:00:00.000Z')).toBe('28/02/2026 23:00')
    expect(buenosAiresDateTime('2026-03-01T03:00:00.000Z')).toBe('01/03/2026 00:00')
  })

  it('leaves anything that is not a date as it is', () => {
    expect(buenosAiresDateTime('mañana')).toBe('mañana')
    expect(buenosAiresDateTime(undefined)).toBeUndefined()
  })
})

test('companyTypeTitles keeps each type with a Spanish label, by its value', () => {
  expect([...companyTypes]).toEqual([
    ['prepaga', 'Prepaga'],
    ['obra-social', 'Obra social'],
  ])
})

test('csvCell quotes every cell and makes a formula inert', () => {
  expect(csvCell('Prepaga')).toBe('"Prepaga"')
  expect(csvCell('-1')).toBe(`"'-1"`)
  expect(csvCell('@x')).toBe(`"'@x"`)
})

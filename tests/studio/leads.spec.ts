import {readFileSync} from 'node:fs'
import {CSV_COLUMNS} from '@habitum/content/leads/csv'
import {hashAddress} from '@habitum/content/leads/erasure'
import {ERASURE_SALT_ID} from '@habitum/content/leads/sanityErasure'
import {LANGUAGE_TITLES} from '@habitum/content/languages'
import {mutate} from '../local-lake/lakeTest'
import {expect, seed, test, type Locator, type Page} from './fixtures'

/** A stored lead as the site's endpoint writes it, with this test's own id and fields. */
function lead(_id: string, fields: Record<string, unknown>) {
  return {
    _id,
    _type: 'contactRequest',
    category: 'prepaga',
    message: 'Hola',
    language: 'es',
    page: '/',
    status: 'new',
    ...fields,
  }
}

/** The cells of a CSV line whose cells are all quoted (as leadsCsv writes them). */
const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"'))

/** Waits for the download a click starts; its file's bytes and suggested name. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  return {name: download.suggestedFilename(), bytes: readFileSync((await download.path())!)}
}

/**
 * Sets a field of the leads tool and waits until the tool holds it. The Studio draws its whole
 * layout again once, seconds after it opens: a value typed into the field being replaced reaches
 * no handler (the node is detached) and is lost, so it is set again until the field now shown has
 * it (the tool keeps what reached it across that redraw: studio/leads/keptState.ts).
 */
async function fillSettled(field: Locator, text: string) {
  await expect(async () => {
    await field.fill(text)
    await expect(field).toHaveValue(text, {timeout: 1_000})
  }).toPass()
}

/** Picks an option of a select of the leads tool by its label, as fillSettled does. */
async function selectSettled(field: Locator, label: string) {
  await expect(async () => {
    await field.selectOption({label})
    await expect(field.locator('option:checked')).toHaveText(label, {timeout: 1_000})
  }).toPass()
}

test.describe('the leads tool', () => {
  // Days are the editor's: a lead at 02:00 UTC on 1 March arrived on 28 February in Buenos Aires.
  test.use({timezoneId: 'America/Argentina/Buenos_Aires', locale: 'es-AR'})

  test('«Exportar CSV» downloads the leads of a status and a range of days, as the editor sees them', async ({
    studio,
    lake,
    page,
  }) => {
    await seed(lake, [
      lead('csv-ana', {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        receivedAt: '2026-03-02T15:00:00.000Z',
        referrerOrigin: 'https://www.google.com',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'marzo-hta',
        consent: {
          privacyRevision: '7afbf2639afa',
          privacyInForce: '2023-07-01',
          noticeVersion: '160da0dd29f33d32',
          consentedAt: '2026-03-02T14:59:30.000Z',
        },
      }),
      lead('csv-formula', {
        name: '=HYPERLINK("http://x")',
        email: 'formula@example.com',
        receivedAt: '2026-03-05T12:00:00.000Z',
      }),
      // Published «En curso», but an editor's draft put it back to «Nueva» and assigned it.
      lead('csv-draft', {
        name: 'Carla Díaz',
        email: 'carla@example.com',
        receivedAt: '2026-03-04T12:00:00.000Z',
        status: 'in-progress',
      }),
      lead('drafts.csv-draft', {
        name: 'Carla Díaz',
        email: 'carla@example.com',
        receivedAt: '2026-03-04T12:00:00.000Z',
        assignedTo: 'Marta',
      }),
      // Absent: another status; a draft that took it out of «Nueva»; before and after the range.
      lead('csv-answered', {
        name: 'Respondida',
        email: 'r@example.com',
        receivedAt: '2026-03-03T12:00:00.000Z',
        status: 'answered',
      }),
      lead('csv-taken', {name: 'Tomada', email: 't@example.com', receivedAt: '2026-03-03T13:00:00.000Z'}),
      lead('drafts.csv-taken', {
        name: 'Tomada',
        email: 't@example.com',
        receivedAt: '2026-03-03T13:00:00.000Z',
        status: 'in-progress',
      }),
      lead('csv-before', {name: 'Antes', email: 'a@example.com', receivedAt: '2026-03-01T02:00:00.000Z'}),
      lead('csv-after', {name: 'Después', email: 'd@example.com', receivedAt: '2026-03-06T03:30:00.000Z'}),
    ])

    await studio.open('/solicitudes')
    await expect(page.getByRole('heading', {name: 'Exportar CSV'})).toBeVisible()
    await selectSettled(page.getByLabel('Estado'), 'Nueva')
    await fillSettled(page.getByLabel('Desde'), '2026-03-01')
    await fillSettled(page.getByLabel('Hasta'), '2026-03-05')
    await page.screenshot({path: test.info().outputPath('export.png')})
    const {name, bytes} = await downloaded(page, () => page.getByRole('button', {name: 'Descargar CSV'}).click())

    expect(name).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}\.csv$/)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8').slice(1)
    // As Excel set for Argentina opens it: «;» between cells, CR LF after each line.
    expect(text.endsWith('\r\n')).toBe(true)
    const [header, ...rows] = text.trimEnd().split('\r\n')
    // The header in the editors' language: the Studio's own titles of the fields.
    expect(header).toBe(CSV_COLUMNS.join(';'))
    expect(header).toMatch(/^Recibida;Nombre;E-mail;Tipo de organización;.*;Estado;.*;Consulta$/)
    const records = rows.map((row) => Object.fromEntries(cells(row).map((cell, index) => [CSV_COLUMNS[index], cell])))
    expect(records.map((record) => record.Nombre)).toEqual(['\'=HYPERLINK("http://x")', 'Carla Díaz', 'Ana Ruiz'])
    expect(records[1]).toMatchObject({Estado: 'Nueva', 'Asignada a': 'Marta'})
    // Values as the Studio shows them: titles and labels, not codes; the time in Buenos Aires (15:00 UTC).
    expect(records[2]).toMatchObject({
      'E-mail': 'ana@example.com',
      'Tipo de organización': 'Prepaga',
      Idioma: 'Español',
      Estado: 'Nueva',
      'Sitio de referencia': 'https://www.google.com',
      'Campaña: fuente': 'newsletter',
      'Campaña: medio': 'email',
      'Campaña: nombre': 'marzo-hta',
      Recibida: '02/03/2026 12:00',
      'Tipo sin verificar': '',
      'Contiene datos de salud': '',
      // The notice by the day it was shown and its language, never its fingerprint.
      'Política de privacidad aceptada (vigente desde)': '01/07/2023',
      'Versión del aviso': 'Aviso mostrado el 2 de marzo de 2026, en español',
    })
    expect(text).not.toContain('160da0dd29f33d32')
    expect(text).not.toMatch(/"(prepaga|new|es)"|\d{4}-\d\d-\d\dT/)
    await expect(page.getByRole('status').filter({hasText: 'Descargado'})).toContainText('3 solicitudes')

    // The default choice leaves spam out; «Todas, spam incluido» takes it.
    await seed(lake, [
      lead('csv-spam', {
        name: 'Spam Bot',
        email: 'bot@example.com',
        receivedAt: '2026-03-02T16:00:00.000Z',
        status: 'spam',
      }),
    ])
    await selectSettled(page.getByLabel('Estado'), 'Todas salvo spam')
    const inbox = await downloaded(page, () => page.getByRole('button', {name: 'Descargar CSV'}).click())
    expect(inbox.bytes.toString('utf8')).not.toContain('Spam Bot')
    expect(inbox.bytes.toString('utf8')).toContain('Respondida')
    await selectSettled(page.getByLabel('Estado'), 'Todas, spam incluido')
    const all = await downloaded(page, () => page.getByRole('button', {name: 'Descargar CSV'}).click())
    expect(all.bytes.toString('utf8')).toContain('Spam Bot')
  })

  test('«Datos de una persona» finds every request of an address, exports them as JSON and erases them with a log entry', async ({
    studio,
    lake,
    page,
  }) => {
    await seed(lake, [
      lead('person-1', {
        name: 'Ana',
        email: 'ana@example.com',
        receivedAt: '2026-03-01T12:00:00.000Z',
        utmSource: 'google',
        // Her own health details: in lists, hidden; in her own export, whole (a right of access).
        message: 'Tengo diabetes tipo 2.',
        containsHealthData: true,
        consent: {
          privacyRevision: '7afbf2639afa',
          privacyInForce: '2023-07-01',
          noticeVersion: '0123456789abcdef',
          consentedAt: '2026-03-01T12:00:00.000Z',
        },
      }),
      lead('person-2', {name: 'Ana R.', email: 'Ana@Example.com', receivedAt: '2026-03-04T12:00:00.000Z'}),
      // An editor's draft of the second one holds the same personal data, and a note.
      lead('drafts.person-2', {
        name: 'Ana R.',
        email: 'Ana@Example.com',
        receivedAt: '2026-03-04T12:00:00.000Z',
        status: 'in-progress',
        assignedTo: 'Marta',
        notes: 'Llamar el lunes',
      }),
      lead('person-other', {name: 'Bruno', email: 'bruno@example.com', receivedAt: '2026-03-02T12:00:00.000Z'}),
    ])

    await studio.open('/solicitudes')
    // Something that is not an address: the field says why, under it and to a screen reader.
    const address = page.getByLabel('E-mail')
    await fillSettled(address, 'ana')
    const why = 'Escriba una dirección de e-mail completa, como ana@ejemplo.com'
    await expect(page.getByText(why)).toBeVisible()
    await expect(address).toHaveAccessibleDescription(why)
    await expect(page.getByRole('button', {name: 'Buscar'})).toBeDisabled()
    await page.screenshot({path: test.info().outputPath('person-not-an-address.png')})

    await fillSettled(address, '  ANA@example.COM ')
    await expect(page.getByText(why)).toHaveCount(0)
    await expect(address).not.toHaveAttribute('aria-describedby')
    await page.getByRole('button', {name: 'Buscar'}).click()
    await expect(page.getByText('2 solicitudes de ana@example.com')).toBeVisible()
    await expect(page.getByTestId('person-lead')).toHaveCount(2)
    // The organisation type and the status by their titles, never their codes.
    await expect(page.getByTestId('person-lead').first()).toContainText('Prepaga · En curso · → Marta')
    await expect(page.getByTestId('person-lead').last()).toContainText('Prepaga · Nueva')
    await expect(page.getByRole('region', {name: 'Solicitudes de ana@example.com'})).not.toContainText(
      /prepaga|in-progress/,
    )
    await page.screenshot({path: test.info().outputPath('person-found.png')})

    const json = await downloaded(page, () =>
      page.getByRole('button', {name: 'Descargar los datos de esta persona'}).click(),
    )
    expect(json.name).toMatch(/^datos-ana@example\.com-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(json.bytes.toString('utf8')) as {
      email: string
      count: number
      requests: Array<Record<string, unknown>>
    }
    expect(exported).toMatchObject({email: 'ana@example.com', count: 2})
    expect(exported.requests).toEqual([
      expect.objectContaining({name: 'Ana R.', status: 'in-progress', assignedTo: 'Marta', notes: 'Llamar el lunes'}),
      expect.objectContaining({
        name: 'Ana',
        email: 'ana@example.com',
        utmSource: 'google',
        receivedAt: '2026-03-01T12:00:00.000Z',
        message: 'Tengo diabetes tipo 2.',
        containsHealthData: true,
        consent: {
          privacyPolicyInForceSince: '2023-07-01',
          privacyPolicyRevision: '7afbf2639afa',
          noticeVersion: '0123456789abcdef',
          consentedAt: '2026-03-01T12:00:00.000Z',
        },
      }),
    ])
    expect(JSON.stringify(exported)).not.toContain('_rev')

    await page.getByRole('button', {name: 'Borrar 2 solicitudes'}).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Se borrarán 2 solicitudes de ana@example.com. No se puede deshacer.')
    // What happens, in the editor's words: an entry without the address in «Registro de borrados».
    await expect(dialog).toContainText(
      'En «Registro de borrados» queda una entrada con la fecha y la cantidad, sin la dirección',
    )
    await expect(dialog).not.toContainText(/dataset|docs\/|\.md\b/)
    await page.screenshot({path: test.info().outputPath('erase-dialog.png')})
    await dialog.getByRole('button', {name: 'Borrar', exact: true}).click()
    await expect(page.getByText('Se borraron 2 solicitudes de ana@example.com')).toBeVisible()
    await expect(page.getByText('No hay solicitudes de ana@example.com.')).toBeVisible()
    await page.screenshot({path: test.info().outputPath('erased.png')})

    const documents = lake.documents.all()
    expect(documents.filter((document) => /ana@example\.com/i.test(String(document.email)))).toEqual([])
    for (const id of ['person-1', 'person-2', 'drafts.person-2']) expect(studio.stored(id)).toBeNull()
    expect(studio.stored('person-other')).toMatchObject({email: 'bruno@example.com'})
    const log = documents.filter((document) => document._type === 'contactErasure')
    const salt = studio.stored(ERASURE_SALT_ID)?.salt as string
    expect(salt).toMatch(/^[0-9a-f]{64}$/)
    expect(log).toEqual([
      expect.objectContaining({count: 2, reason: 'request', addressHash: await hashAddress('ana@example.com', salt)}),
    ])
    // The system fields are random (a revision may spell anything), so only the kept fields are read for the address.
    for (const {_id, _type, erasedAt, addressHash, count, reason} of log) {
      expect(JSON.stringify({_type, erasedAt, addressHash, count, reason})).not.toMatch(/ana|example|person-/i)
      expect(_id).not.toMatch(/ana@|example|person-/i)
    }

    // The desk lists the entry, read-only: no action on it.
    await studio.open()
    await studio.leadsMenuItem.click()
    await page.getByTestId('pane-item-Registro de borrados').click()
    await page.getByTestId('document-list-pane').getByText('2 solicitudes borradas').click()
    await expect(page.getByTestId('document-panel-document-title')).toBeVisible()
    await expect(studio.input('count')).toHaveValue('2')
    await expect(studio.publishButton).toHaveCount(0)
    await expect(page.getByTestId('action-menu-button')).toHaveCount(0)
    await page.screenshot({path: test.info().outputPath('erasure-log.png')})
  })
})

test('the desk counts new leads live; the inbox leaves spam out, newest first; «Spam» lists it', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [
    lead('desk-old', {name: 'Primera', email: 'primera@example.com', receivedAt: '2026-03-01T12:00:00.000Z'}),
    lead('desk-new', {name: 'Segunda', email: 'segunda@example.com', receivedAt: '2026-03-03T12:00:00.000Z'}),
    lead('desk-busy', {
      name: 'Tercera',
      email: 'tercera@example.com',
      receivedAt: '2026-03-02T12:00:00.000Z',
      status: 'in-progress',
    }),
    lead('desk-spam', {
      name: 'Spam Bot',
      email: 'bot@example.com',
      receivedAt: '2026-03-04T12:00:00.000Z',
      status: 'spam',
      spamReason: 'too-fast',
    }),
  ])
  await studio.open()
  await expect(studio.leadsMenuItem).toHaveText('Solicitudes de contacto (2 nuevas)')
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Bandeja').click()
  const list = page.getByTestId('document-list-pane')
  await expect(list.getByText('Segunda <segunda@example.com>')).toBeVisible()
  await expect(list.getByText(/<\S+@example\.com>/)).toHaveText([
    'Segunda <segunda@example.com>',
    'Tercera <tercera@example.com>',
    'Primera <primera@example.com>',
  ])
  await expect(list.getByText('Spam Bot')).toHaveCount(0)
  await page.screenshot({path: test.info().outputPath('inbox.png')})

  await page.getByTestId('pane-item-Spam').click()
  await expect(list.getByText(/<\S+@example\.com>/)).toHaveText(['Spam Bot <bot@example.com>'])

  // An editor takes one on: the count drops while the desk stays open.
  await page.getByTestId('pane-item-Nueva').click()
  await list.getByText('Primera <primera@example.com>').click()
  await page.getByRole('radio', {name: 'En curso'}).check()
  await expect.poll(() => studio.stored('drafts.desk-old')?.status).toBe('in-progress')
  // Back to the desk's menu, in the same page (no reload).
  await page.getByRole('link', {name: 'Contenido', exact: true}).click()
  await expect(studio.leadsMenuItem).toHaveText('Solicitudes de contacto (1 nueva)')
  // And another editor answers the last one elsewhere: the open menu follows.
  const response = await mutate(lake, [{patch: {id: 'desk-new', set: {status: 'answered'}}}])
  expect(response.status, response.text).toBe(200)
  await expect(studio.leadsMenuItem).toHaveText('Solicitudes de contacto (0 nuevas)')
  await page.screenshot({path: test.info().outputPath('count.png')})
})

test('a lead shows where it came from under «Origen», read-only; «Asignada a» is stored and shown in the list', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [
    lead('origin-1', {
      name: 'Lucía',
      email: 'lucia@example.com',
      receivedAt: '2026-03-01T12:00:00.000Z',
      page: '/alco',
      referrerOrigin: 'https://www.google.com',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'marzo-hta',
    }),
  ])
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Bandeja').click()
  await page.getByTestId('document-list-pane').getByText('Lucía <lucia@example.com>').click()
  await expect(page.getByText('Origen', {exact: true})).toBeVisible()
  for (const [field, value] of [
    ['page', '/alco'],
    ['referrerOrigin', 'https://www.google.com'],
    ['utmSource', 'newsletter'],
    ['utmMedium', 'email'],
    ['utmCampaign', 'marzo-hta'],
  ] as const) {
    await expect(studio.input(field)).toHaveValue(value)
    await expect(studio.input(field)).toHaveAttribute('readonly', '')
  }
  await page.screenshot({path: test.info().outputPath('origin.png')})

  await studio.input('assignedTo').fill('Marta Pérez')
  await expect.poll(() => studio.stored('drafts.origin-1')?.assignedTo).toBe('Marta Pérez')
  await expect(page.getByTestId('document-list-pane').getByText(/→ Marta Pérez/)).toBeVisible()
  await page.screenshot({path: test.info().outputPath('assigned.png')})
})

/** Leads of two organisation types and languages, and one of a type no company type has any more. */
const LABELLED_LEADS = [
  lead('labels-es', {name: 'Lucía', email: 'lucia@example.com', receivedAt: '2026-03-02T12:00:00.000Z'}),
  lead('labels-en', {
    name: 'John',
    email: 'john@example.com',
    receivedAt: '2026-03-01T12:00:00.000Z',
    category: 'obra-social',
    language: 'en',
  }),
  lead('labels-gone', {
    name: 'Vieja',
    email: 'vieja@example.com',
    receivedAt: '2026-02-28T12:00:00.000Z',
    category: 'tipo-retirado',
  }),
]

test("the inbox list names each lead's organisation type by its label, never by its code", async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, LABELLED_LEADS)
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Bandeja').click()
  const list = page.getByTestId('document-list-pane')
  const row = (name: string) => list.getByRole('link').filter({hasText: name})
  await expect(row('Lucía <lucia@example.com>')).toContainText('Prepaga ·')
  await expect(row('John <john@example.com>')).toContainText('Obra social ·')
  // A type no company type document has any more: shown as the form sent it.
  await expect(row('Vieja <vieja@example.com>')).toContainText('tipo-retirado ·')
  await expect(list).not.toContainText(/prepaga|obra-social/)
  await page.screenshot({path: test.info().outputPath('inbox-labels.png')})
})

test('an opened lead shows its organisation type and language by name, never by code', async ({studio, lake, page}) => {
  await seed(lake, LABELLED_LEADS)
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Bandeja').click()
  const list = page.getByTestId('document-list-pane')
  await list.getByText('Lucía <lucia@example.com>').click()
  await expect(studio.input('category')).toHaveValue('Prepaga')
  await expect(studio.input('category')).toHaveAttribute('readonly', '')
  await expect(studio.field('language').locator('select option:checked')).toHaveText('Español')
  await expect(studio.field('language')).not.toContainText(/\bEs\b/)
  await studio.field('language').scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('lead-labels-es.png')})

  await list.getByText('John <john@example.com>').click()
  await expect(studio.input('category')).toHaveValue('Obra social')
  await expect(studio.field('language').locator('select option:checked')).toHaveText(LANGUAGE_TITLES.en)
  await expect(studio.field('language')).not.toContainText(/\bEn\b/)
  await studio.field('language').scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('lead-labels-en.png')})

  await list.getByText('Vieja <vieja@example.com>').click()
  await expect(studio.input('category')).toHaveValue('tipo-retirado')
})

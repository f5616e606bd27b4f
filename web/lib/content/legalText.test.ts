/** @jest-environment node */
import path from 'node:path'
import {plainText, type Block} from './portableText'
import {loadSnapshot} from '@habitum/content/snapshot'

/** The legal texts in the snapshot against the headings and dates the legal team approved. */
const {documents} = loadSnapshot(path.resolve(__dirname, '../../../content'))
type Revision = {inForce: string; lastUpdated: string; body: {es: Block[]}}
const revisions = (slug: string) =>
  ((documents.find((document) => document._id === `legal-${slug}`) as unknown as {revisions: Revision[]}).revisions ?? [])
const current = (slug: string) => [...revisions(slug)].sort((a, b) => b.inForce.localeCompare(a.inForce))[0]!
const headings = (body: Block[]) => body.filter((block) => block.style === 'h2').map(plainText)
const text = (body: Block[]) => body.map(plainText).join('\n')

describe('terms of use', () => {
  const revision = current('terms-of-use')

  it('has every approved heading, in order, last updated 23 May 2024', () => {
    expect(headings(revision.body.es)).toEqual([
      'Aspectos generales', 'Información del operador', 'Naturaleza jurídica', 'Aceptación y consentimiento',
      'Condiciones de uso', 'Cuenta de usuario', 'Condiciones de acceso', 'Limitación de responsabilidad',
      'Sin asesoramiento médico', 'Responsabilidades de los profesionales', 'Cookies', 'Analítica y seguimiento',
      'Enlaces', 'Datos del dispositivo móvil', 'Privacidad', 'Denuncias y reclamos', 'Modificaciones y terminación',
      'Ley aplicable', 'Domicilio',
    ])
    expect(revision.lastUpdated).toBe('2024-05-23')
  })

  it.each([
    [/18 años/],
    [/no (es|constituye) un (prestador|proveedor)/i],
    [/emergencia/i],
    [/(107|911)/],
    [/Argentina/],
    [/Buenos Aires/],
    [/cookies/i],
    [/formulario/i],
    [/telemedicina|telesalud/i],
    [/grabaci/i],
    [/ubicaci/i],
    [/publicidad/i],
  ])('says %s', (pattern) => {
    expect(text(revision.body.es)).toMatch(pattern)
  })
})

describe('privacy policy', () => {
  const revision = current('privacy-policy')

  it('has every approved heading, in order; in force from 1 July 2023, updated 23 May 2024', () => {
    expect(headings(revision.body.es)).toEqual([
      'Base legal', 'Definiciones', 'Consentimiento y derecho de acceso', 'Alcance', 'Finalidades del tratamiento',
      'Cookies y seguimiento', 'Otras fuentes de datos', 'Procedimiento de acceso, consulta y reclamo',
      'Cesión y transferencia a terceros', 'Medidas de seguridad', 'Procedimiento de recuperación de cuenta',
      'Vigencia y conservación',
    ])
    expect(revision.inForce).toBe('2023-07-01')
    expect(revision.lastUpdated).toBe('2024-05-23')
  })

  it.each([
    [/10 días hábiles/],
    [/3 días/],
    [/2 meses|dos meses/],
    [/30 días/],
    [/5 años|cinco años/],
    [/DNI|documento/],
    [/fecha de nacimiento/i],
    [/nombre de usuario/i],
    [/domicilio/i],
    [/1 de julio de 2023/],
    [/correo electrónico|e-mail/i],
  ])('says %s', (pattern) => {
    expect(text(revision.body.es)).toMatch(pattern)
  })

  it('keeps an earlier revision readable', () => {
    expect(revisions('privacy-policy').length).toBeGreaterThanOrEqual(2)
  })
})

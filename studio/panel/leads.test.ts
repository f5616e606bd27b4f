import {
  chartRows,
  chartSeries,
  LEAD_DIMENSIONS,
  leadsBySource,
  leftOutNote,
  sentVersusLeadsNote,
  type PanelLead,
} from './leads'

const [campaign, origin, page] = LEAD_DIMENSIONS
const days = ['2026-11-23', '2026-11-24', '2026-11-25']
const leads: PanelLead[] = [
  {receivedAt: '2026-11-23T10:00:00.000Z', page: '/', utmCampaign: 'otono'},
  // 23:30 in Buenos Aires on the 23rd is the 24th in UTC.
  {receivedAt: '2026-11-24T02:30:00.000Z', page: '/alco', referrerOrigin: 'https://www.google.com'},
  {
    receivedAt: '2026-11-25T09:00:00.000Z',
    page: '/alco',
    utmCampaign: 'otono',
    referrerOrigin: 'https://www.google.com',
  },
  {receivedAt: '2026-11-25T09:30:00.000Z', page: '/', utmCampaign: '  '},
  // Before the period: not counted.
  {receivedAt: '2026-11-22T23:59:59.999Z', page: '/', utmCampaign: 'otono'},
]

describe('leads by source', () => {
  it('counts leads by UTC day and campaign, a lead without one as «(sin campaña)»', () => {
    const result = leadsBySource(leads, campaign, days)
    expect(result.total).toBe(4)
    expect(result.sources).toEqual([
      {label: '(sin campaña)', count: 2},
      {label: 'otono', count: 2},
    ])
    expect(result.days).toEqual([
      {day: '2026-11-23', total: 1, bySource: {otono: 1}},
      {day: '2026-11-24', total: 1, bySource: {'(sin campaña)': 1}},
      {day: '2026-11-25', total: 2, bySource: {otono: 1, '(sin campaña)': 1}},
    ])
  })

  it('groups by referring site or by page', () => {
    expect(leadsBySource(leads, origin, days).sources).toEqual([
      {label: '(directo)', count: 2},
      {label: 'https://www.google.com', count: 2},
    ])
    expect(leadsBySource(leads, page, days).sources).toEqual([
      {label: '/', count: 2},
      {label: '/alco', count: 2},
    ])
  })

  it('is empty for a period without leads, every day there with none', () => {
    const result = leadsBySource([], campaign, days)
    expect(result).toEqual({total: 0, sources: [], days: days.map((day) => ({day, total: 0, bySource: {}}))})
  })

  it('charts the most frequent sources and the rest as «otras», under keys safe for the chart', () => {
    const many = ['a', 'b', 'c', 'd'].map((label, index) => ({label, count: 10 - index}))
    expect(chartSeries(many, 3)).toEqual([
      {key: 's0', label: 'a', labels: ['a']},
      {key: 's1', label: 'b', labels: ['b']},
      {key: 's2', label: 'otras', labels: ['c', 'd']},
    ])
    expect(chartSeries(many, 4).map((series) => series.label)).toEqual(['a', 'b', 'c', 'd'])
    const result = leadsBySource(leads, origin, days)
    const series = chartSeries(result.sources)
    expect(chartRows(result, series)).toEqual([
      {day: '2026-11-23', s0: 1, s1: 0},
      {day: '2026-11-24', s0: 0, s1: 1},
      {day: '2026-11-25', s0: 1, s1: 1},
    ])
  })
})

describe('what the leads’ figures leave out, in words', () => {
  it('says nothing when nothing is left out', () => {
    expect(leftOutNote(3, {health: 0, spam: 0})).toBeUndefined()
  })

  it('names the leads with health details left out, why, and what the inbox holds with them', () => {
    expect(leftOutNote(2, {health: 1, spam: 0})).toBe(
      'Estas cifras cuentan 2 solicitudes de estos días. No cuentan 1 solicitud cuyo mensaje parece incluir datos de ' +
        'salud: el sitio no pide esos datos, así que esas solicitudes no se usan para medir campañas ni páginas; se leen ' +
        'abriéndolas en «Solicitudes de contacto», cuya bandeja tiene 3 solicitudes de estos días.',
    )
    expect(leftOutNote(1, {health: 2, spam: 1})).toMatch(
      /^Estas cifras cuentan 1 solicitud de estos días\. No cuentan 2 solicitudes cuyos mensajes parecen .* tiene 3 solicitudes de estos días\. Tampoco cuentan 1 solicitud marcada como spam\.$/,
    )
    expect(leftOutNote(0, {health: 0, spam: 2})).toBe(
      'Estas cifras cuentan 0 solicitudes de estos días. No cuentan 2 solicitudes marcadas como spam.',
    )
  })

  it('explains why «Enviado» and the leads counted may differ, naming what the leads leave out', () => {
    expect(sentVersusLeadsNote(3, 2, {health: 1, spam: 0})).toBe(
      '«Enviado» (3) cuenta los envíos que el sitio recibió, según el navegador de cada visitante; «Solicitudes por ' +
        'día» cuenta 2, las solicitudes guardadas sin 1 con datos de salud (que «Enviado» sí incluye). Pueden no ' +
        'coincidir del todo: un navegador que bloquea las mediciones no avisa de su envío, y una solicitud borrada deja ' +
        'de contarse.',
    )
    expect(sentVersusLeadsNote(6, 3, {health: 1, spam: 2})).toContain(
      'cuenta 3, las solicitudes guardadas sin 1 con datos de salud ni 2 marcadas como spam (que',
    )
    expect(sentVersusLeadsNote(2, 2, {health: 0, spam: 0})).toContain('cuenta 2, las solicitudes guardadas. Pueden')
  })
})

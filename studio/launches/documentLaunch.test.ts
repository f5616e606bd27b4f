import {
  changeFor,
  launchChoice,
  launchesInPreparation,
  launchHolding,
  launchNotice,
  pendingLaunchPart,
  publishOutsideLaunchQuestion,
  referenceAnsweredBy,
  scheduledLaunchLine,
  withoutChange,
  type LaunchSummary,
} from './documentLaunch'

const change = (documentId: string, documentType = 'page') => ({documentId, documentType})
const summer: LaunchSummary = {
  _id: 'launch-summer',
  title: 'Campaña de verano',
  status: 'scheduled',
  publishAt: '2026-12-07T12:00:00.000Z',
  changes: [change('alco'), change('faq-9', 'faqItem'), change('contactForm', 'contactForm')],
}
const privacy: LaunchSummary = {
  _id: 'launch-privacy',
  title: 'Política de privacidad 2027',
  status: 'draft',
  changes: [],
}
const past: LaunchSummary = {
  _id: 'launch-old',
  title: 'Lanzamiento de octubre',
  status: 'published',
  changes: [change('home')],
}

test('a document is held by the launch that has not gone live, never by one published or undone', () => {
  expect(launchHolding('alco', [past, summer])?._id).toBe('launch-summer')
  expect(launchHolding('home', [past, {...past, _id: 'undone', status: 'undone'}])).toBeUndefined()
  expect(launchHolding('home', [{...past, status: 'failed'}])?.status).toBe('failed')
})

test('the launches offered are those in preparation, by name, each with its date or «sin fecha»', () => {
  const another: LaunchSummary = {...privacy, _id: 'launch-a', title: 'Aniversario', publishAt: summer.publishAt}
  expect(launchesInPreparation([summer, privacy, past, another]).map((launch) => launch._id)).toEqual([
    'launch-a',
    'launch-privacy',
  ])
  expect(launchChoice(another)).toBe('«Aniversario» · lunes, 7 de diciembre de 2026, 09:00')
  expect(launchChoice(privacy)).toBe('«Política de privacidad 2027» · sin fecha')
})

test('the notice names the launch and when it goes live, on the Buenos Aires clock', () => {
  expect(launchNotice(summer)).toBe(
    'Este cambio está en el lanzamiento «Campaña de verano», que se publica el lunes, 7 de diciembre de 2026, 09:00 (hora de Buenos Aires).',
  )
  expect(launchNotice(privacy)).toBe(
    'Este cambio está en el lanzamiento «Política de privacidad 2027», en preparación.',
  )
  expect(launchNotice({...summer, status: 'failed', problem: 'Falta la aprobación de un revisor.'})).toBe(
    'Este cambio está en el lanzamiento «Campaña de verano», que no se publicó: Falta la aprobación de un revisor.',
  )
})

test('a direct publish asks first, naming the launch', () => {
  expect(publishOutsideLaunchQuestion(summer)).toBe(
    'Este documento está en el lanzamiento «Campaña de verano». Si lo publica ahora, se publica solo y fuera del lanzamiento. ¿Publicar igual?',
  )
})

test("«Programado» and «Pendientes de revisión» say the launch in the staff's words", () => {
  expect(scheduledLaunchLine(summer)).toBe(
    'lunes, 7 de diciembre de 2026, 09:00 · Lanzamiento «Campaña de verano» (3 cambios)',
  )
  expect(scheduledLaunchLine({...summer, status: 'failed', changes: [change('alco')]})).toBe(
    'lunes, 7 de diciembre de 2026, 09:00 · Lanzamiento «Campaña de verano» (1 cambio) · No se publicó',
  )
  expect(pendingLaunchPart('faq-9', [past, summer])).toBe('Lanzamiento «Campaña de verano»')
  expect(pendingLaunchPart('home', [past, summer])).toBeNull()
})

test("a change records the published id and type, as the launch's schema names its items", () => {
  expect(changeFor('alco', 'page', 'k1')).toEqual({
    _key: 'k1',
    _type: 'change',
    documentId: 'alco',
    documentType: 'page',
  })
})

test('a document taken out of its launch leaves the other changes as they were', () => {
  expect(withoutChange(summer, 'faq-9').map((change) => change.documentId)).toEqual(['alco', 'contactForm'])
})

describe('a reference the launch answers', () => {
  const notPublished = (referenceId: string) => ({code: 'reference.not-published', details: {referenceId}})

  it('is one to a document not yet published that goes live in the same launch', () => {
    expect(referenceAnsweredBy(summer, notPublished('faq-9'))).toBe(true)
  })

  it('is not one to a document outside the launch, nor any other error, nor without a launch', () => {
    expect(referenceAnsweredBy(summer, notPublished('faq-10'))).toBe(false)
    expect(referenceAnsweredBy(summer, {code: 'value.required', details: {referenceId: 'faq-9'}})).toBe(false)
    expect(referenceAnsweredBy(undefined, notPublished('faq-9'))).toBe(false)
  })
})

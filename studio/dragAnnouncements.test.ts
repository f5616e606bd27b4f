/** @jest-environment node */
import type {InputProps} from 'sanity'
import {rememberItemTitles, spanishAnnouncement} from './dragAnnouncements'

// A page's sections as the form draws them: one with a heading, one known by its kind only.
rememberItemTitles({
  schemaType: {
    jsonType: 'array',
    of: [
      {name: 'hero', title: 'Portada'},
      {name: 'signUp', title: 'Suscripción'},
    ],
  },
  value: [
    {_key: 'alcoPassport', _type: 'hero', heading: {es: 'Tu pasaporte ALCO'}},
    {_key: 'alcoSignUp', _type: 'signUp'},
  ],
} as unknown as InputProps)

test("@dnd-kit's announcements are said in Spanish, each item by its title, not its key", () => {
  expect(spanishAnnouncement('Draggable item alcoPassport was dropped over droppable area alcoSignUp')).toBe(
    'Ha soltado «Tu pasaporte ALCO» en el lugar de «Suscripción».',
  )
  expect(spanishAnnouncement('Draggable item alcoPassport was moved over droppable area alcoSignUp.')).toBe(
    '«Tu pasaporte ALCO», en el lugar de «Suscripción».',
  )
  expect(spanishAnnouncement('Picked up draggable item alcoSignUp.')).toMatch(/^Ha tomado «Suscripción»\./)
  expect(spanishAnnouncement('Dragging was cancelled. Draggable item alcoSignUp was dropped.')).toBe(
    'Movimiento cancelado: «Suscripción» vuelve a su lugar.',
  )
  expect(spanishAnnouncement('To pick up a draggable item, press the space bar.')).toMatch(/^Para mover un elemento/)
  // What is Spanish already is left as it is.
  expect(spanishAnnouncement('Ha soltado «Suscripción».')).toBeUndefined()
})

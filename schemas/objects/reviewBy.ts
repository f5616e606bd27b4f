import {defineField} from 'sanity'

/** «Revisar antes de» on the documents «Revisión periódica» lists (schemas/reviewDates.ts). */
export const reviewByField = (group?: string) =>
  defineField({
    name: 'reviewBy',
    title: 'Revisar antes de',
    description:
      'Fecha en que el contenido debe volver a revisarse (que siga siendo cierto y vigente). Vacío: un año después de su última publicación. Aparece en «Revisión periódica» 30 días antes.',
    type: 'date',
    ...(group ? {group} : {}),
  })

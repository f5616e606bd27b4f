import {TrashIcon} from '@sanity/icons/Trash'
import {ERASURE_TYPE} from '@habitum/content/leads/sanityErasure'
import {defineField, defineType} from 'sanity'

/** Why leads were erased, in the Studio's words. */
export const ERASURE_REASONS = [
  {title: 'Pedido de la persona', value: 'request'},
  {title: 'Plazo de conservación cumplido', value: 'retention'},
  {title: 'Spam (30 días)', value: 'spam'},
  {title: 'Datos de salud: plazo cumplido', value: 'health'},
] as const

/**
 * One entry of the erasure log: that requests were erased, when, how many and why, with a salted
 * hash of the address (to show a person's request was met), and nothing that names the person.
 * Written only with the erasure itself (packages/content/leads/sanityErasure.ts); read-only.
 */
export const contactErasure = defineType({
  name: ERASURE_TYPE,
  title: 'Borrado de solicitudes',
  type: 'document',
  icon: TrashIcon,
  readOnly: true,
  fields: [
    defineField({name: 'erasedAt', title: 'Fecha del borrado', type: 'datetime'}),
    defineField({name: 'count', title: 'Solicitudes borradas', type: 'number'}),
    defineField({name: 'reason', title: 'Motivo', type: 'string', options: {list: [...ERASURE_REASONS]}}),
    defineField({
      name: 'addressHash',
      title: 'Huella de la dirección',
      description:
        'Un código calculado a partir de la dirección y de una clave secreta, del que no se puede volver a la dirección: permite comprobar que se borró lo de una dirección dada, sin guardarla',
      type: 'string',
    }),
  ],
  orderings: [{title: 'Más recientes', name: 'erasedDesc', by: [{field: 'erasedAt', direction: 'desc'}]}],
  preview: {
    select: {erasedAt: 'erasedAt', count: 'count', reason: 'reason'},
    prepare: ({erasedAt, count, reason}) => ({
      title: `${count ?? 0} ${count === 1 ? 'solicitud borrada' : 'solicitudes borradas'}`,
      subtitle: [
        erasedAt ? new Date(erasedAt).toLocaleString('es-AR', {dateStyle: 'short', timeStyle: 'short'}) : '',
        ERASURE_REASONS.find((option) => option.value === reason)?.title ?? reason,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})

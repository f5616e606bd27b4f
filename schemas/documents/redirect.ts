import {TransferIcon} from '@sanity/icons/Transfer'
import {defineField, defineType, type ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {fromProblem, toProblem, type Redirect} from '../redirectRules'

/** A field's problem as a validation result: true when there is none. */
const orTrue = (problem: string | undefined) => problem ?? true

/**
 * An old address of this site sent elsewhere: the site answers it with 308 (permanent) or 307
 * (temporary) before rendering, for the bare path and its /es and /en forms, keeping the query.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirección',
  type: 'document',
  icon: TransferIcon,
  fields: [
    defineField({
      name: 'from',
      title: 'Desde',
      description:
        'Una ruta de este sitio, sin idioma: «/promo-2024» redirige también /es/promo-2024 y /en/promo-2024.',
      type: 'string',
      validation: (rule) =>
        rule
          .custom(async (from: string | undefined, context) => {
            if (!from) return orTrue(fromProblem(from, {livePaths: [], otherRedirects: []}))
            return orTrue(fromProblem(from, await siteState(context)))
          })
          .error(),
    }),
    defineField({
      name: 'to',
      title: 'Hacia',
      description: 'Una ruta de este sitio («/alco», «/en/alco») o una dirección completa («https://…»).',
      type: 'string',
      validation: (rule) =>
        rule
          .custom(async (to: string | undefined, context) => {
            const from = (context.document as {from?: string} | undefined)?.from
            if (!to) return orTrue(toProblem(to, from, {otherRedirects: []}))
            return orTrue(toProblem(to, from, await siteState(context)))
          })
          .error(),
    }),
    defineField({
      name: 'permanent',
      title: 'Permanente',
      description:
        'Activado: para siempre, y los buscadores cambian la dirección vieja por la nueva. Desactivado: por un tiempo (p. ej. una campaña), y los buscadores siguen mostrando la dirección vieja.',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'note',
      title: 'Nota',
      description: 'Para el equipo: por qué existe esta redirección. No se publica.',
      type: 'text',
      rows: 2,
    }),
  ],
  preview: {
    select: {from: 'from', to: 'to', permanent: 'permanent'},
    prepare: ({from, to, permanent}) => ({
      title: `${from ?? '¿desde?'} → ${to ?? '¿hacia?'}`,
      subtitle: permanent === false ? 'Temporal' : 'Permanente',
    }),
  },
})

/** The published pages' and legal texts' paths, and the other redirects, as validation needs them. */
async function siteState(context: ValidationContext) {
  const id = context.document?._id.replace(/^drafts\./, '') ?? ''
  return context.getClient({apiVersion: API_VERSION}).fetch<{livePaths: string[]; otherRedirects: Redirect[]}>(
    `{
      "livePaths": [
        ...*[_type == "page" && !(_id in path("drafts.**"))]{"path": "/" + coalesce(slug.current, "")}.path,
        ...*[_type == "legalDocument" && !(_id in path("drafts.**"))]{"path": "/legal/" + slug.current}.path
      ],
      "otherRedirects": *[_type == "redirect" && !(_id in [$id, "drafts." + $id]) && !(_id in path("drafts.**"))
        && defined(from) && defined(to)]{from, to}
    }`,
    {id},
  )
}

import {defineField, defineType} from 'sanity'

/**
 * What a visitor consented to when sending the contact form (packages/content/leads/record.ts,
 * `ConsentRecord`): written by the site, read-only. The Studio draws it as a sentence with a link
 * to the revision accepted (studio/leads/ConsentInput.tsx).
 */
export const leadConsent = defineType({
  name: 'leadConsent',
  title: 'Consentimiento',
  type: 'object',
  readOnly: true,
  fields: [
    defineField({name: 'privacyRevision', title: 'Versión de la Política de privacidad (clave)', type: 'string'}),
    defineField({name: 'privacyInForce', title: 'Vigente desde', type: 'date'}),
    defineField({
      name: 'noticeVersion',
      title: 'Versión del aviso',
      description: 'Huella del texto del aviso que vio, en el idioma de la página',
      type: 'string',
    }),
    defineField({name: 'consentedAt', title: 'Aceptada el', type: 'datetime'}),
    defineField({
      name: 'unchecked',
      title: 'Sin comprobar',
      description:
        'El sitio no pudo leer la Política de privacidad al recibirla: la versión es la que envió el formulario',
      type: 'boolean',
    }),
  ],
})

import {Card, Stack, Text} from '@sanity/ui'
import {getPublishedId, useEditState, useSchema, type ObjectSchemaType} from 'sanity'
import type {ReviewedDocument} from '../../schemas/review/rules'
import {BeforeNow} from '../changes/BeforeNow'
import {fieldChanges} from '../changes/fieldChanges'

/**
 * What the reviewer is asked to approve: each field that changed since the published version,
 * «Antes» and «Ahora» with the changed words marked (a long answer shows the words around each
 * change, not the whole answer); a document never published says so instead.
 */
export function ReviewChanges({document}: {document: ReviewedDocument}) {
  const schemaType = useSchema().get(document._type) as ObjectSchemaType | undefined
  const {published, ready} = useEditState(getPublishedId(document._id), document._type, 'low')
  if (!ready || !schemaType) return null
  if (!published) {
    return (
      <Card padding={3} radius={2} border data-testid="review-changes">
        <Text size={1}>Es un documento nuevo: nunca se publicó, así que todo su contenido es nuevo.</Text>
      </Card>
    )
  }
  const fields = schemaType.fields.map((field) => ({name: field.name, title: field.type.title}))
  const changes = fieldChanges(fields, published, document)
  return (
    <Card padding={3} radius={2} border data-testid="review-changes">
      <Stack gap={4}>
        <Text size={1} weight="semibold">
          {changes.length === 0
            ? 'Sin cambios respecto de la versión publicada.'
            : 'Qué cambió desde la versión publicada'}
        </Text>
        {changes.map((change) => (
          <Stack gap={2} key={change.label} data-testid="review-change">
            <Text size={1} weight="medium">
              {change.label}
            </Text>
            <BeforeNow before={change.before} now={change.now} shorten />
          </Stack>
        ))}
      </Stack>
    </Card>
  )
}

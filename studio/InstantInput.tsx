import {Card, Text} from '@sanity/ui'
import type {InputProps} from 'sanity'
import {spanishDateTime} from '@habitum/content/calendar'

/** A moment no one edits (when a request arrived, when data was erased): Sanity would show «2026-11-28 04:54». */
export const isReadOnlyInstant = (props: InputProps) =>
  props.schemaType.name === 'datetime' && Boolean(props.readOnly) && typeof props.value === 'string'

/** «28 de noviembre de 2026 a las 04:54, hora de Buenos Aires», where the staff are. */
export const instantInWords = (instant: string) => `${spanishDateTime(instant, {weekday: false})}, hora de Buenos Aires`

/**
 * The moment as a sentence with its title («Recibida: el 28 de noviembre de 2026 a las 04:54, hora
 * de Buenos Aires») rather than a date picker that cannot be used. The title goes in the sentence:
 * Sanity draws no label above a date input it is not given.
 */
export function InstantInput(props: InputProps) {
  return (
    <Card padding={3} radius={2} border tone="transparent" data-testid="instant-in-words">
      <Text size={1}>
        {props.schemaType.title ? `${props.schemaType.title}: el ` : 'El '}
        {instantInWords(props.value as string)}
      </Text>
    </Card>
  )
}

import {Card, Stack, Text} from '@sanity/ui'
import type {InputProps} from 'sanity'
import {daysBetween, formatDate, todayInBuenosAires} from '@habitum/content/calendar'
import {daysInWords, RECOMMENDED_NOTICE_DAYS} from '../schemas/validation/noticeDays'

/** Whether an input is a legal revision's «En vigor desde» (revisions[_key].inForce). */
const isRevisionDate = ({path}: InputProps) => path.length === 3 && path[0] === 'revisions' && path[2] === 'inForce'

/**
 * Below a legal revision's date when it is ahead: how many days of notice visitors get, as the
 * site announces the revision on every page from its publication until that day. Under
 * RECOMMENDED_NOTICE_DAYS it is drawn in caution, beside the field's warning (schemas/validation/noticeDays.ts).
 */
export function NoticeDaysInput(props: InputProps) {
  const date = isRevisionDate(props) && typeof props.value === 'string' ? props.value : undefined
  const days = date ? daysBetween(todayInBuenosAires(), date) : 0
  if (!date || days <= 0) return props.renderDefault(props)
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      <Card
        padding={3}
        radius={2}
        border
        tone={days < RECOMMENDED_NOTICE_DAYS ? 'caution' : 'primary'}
        data-testid="notice-days"
      >
        <Stack gap={2}>
          <Text size={1} weight="semibold">
            Aviso a los visitantes: {daysInWords(days)}
          </Text>
          <Text size={1} muted>
            Desde que se publica hasta el {formatDate(date, 'es')}, cada página del sitio anuncia esta versión y enlaza
            a sus cambios.
          </Text>
        </Stack>
      </Card>
    </Stack>
  )
}

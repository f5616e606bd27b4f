import {Card, Stack, Text} from '@sanity/ui'
import {useFormValue, useSchema, type InputProps, type SanityDocument} from 'sanity'
import {englishCoverage, fallbackNote} from '../schemas/validation/englishVersion'

/** Whether an input is a document's «Versión en inglés» (schemas/validation/englishVersion.ts). */
export const isEnglishVersion = ({path}: InputProps) => path.length === 1 && path[0] === 'englishVersion'

/**
 * Under «Usa el español donde falte el inglés»: how many texts the English page will show in
 * Spanish. A note beside the field, not a validation marker: the choice is deliberate, and the
 * «Validación» panel stays for what holds Publish back or needs a look.
 */
export function EnglishVersionInput(props: InputProps) {
  const document = useFormValue([]) as SanityDocument | undefined
  const type = useSchema().get(document?._type ?? '')
  if (props.value !== 'fallback' || !document || !type) return props.renderDefault(props)
  const missing = englishCoverage(type, document).missing.length
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      <Card padding={3} radius={2} border tone="primary" data-testid="english-fallback-note">
        <Text size={1}>{fallbackNote(missing)}</Text>
      </Card>
    </Stack>
  )
}

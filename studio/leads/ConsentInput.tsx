import {Card, Stack, Text} from '@sanity/ui'
import type {InputProps} from 'sanity'
import {formatDate} from '@habitum/content/calendar'
import type {ConsentRecord} from '@habitum/content/leads/record'
import {PRIVACY_POLICY_SLUG} from '../../schemas/legalSlugs'
import {leadConsent} from '../../schemas/objects/leadConsent'
import {SITE_URL_FOR_STUDIO} from '../../schemas/site/preview'

export const isLeadConsent = ({schemaType}: InputProps) => schemaType.name === leadConsent.name

const when = (instant: string) =>
  new Date(instant).toLocaleString('es-AR', {dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Buenos_Aires'})

/**
 * A lead's consent as a sentence: which revision of the privacy policy the visitor accepted (a link
 * to it on the site), when, and after which notice. A lead received before the form asked has none.
 */
export function ConsentInput(props: InputProps) {
  const consent = props.value as Partial<ConsentRecord> | undefined
  if (!consent?.privacyRevision) {
    return (
      <Card padding={3} radius={2} border tone="transparent" data-testid="lead-consent">
        <Text size={1} muted>
          Sin registro de consentimiento: llegó antes de que el formulario pidiera aceptar la Política de privacidad.
        </Text>
      </Card>
    )
  }
  const revision = consent.privacyInForce
  return (
    <Card padding={3} radius={2} border tone={consent.unchecked ? 'caution' : 'positive'} data-testid="lead-consent">
      <Stack gap={3}>
        <Text size={1} weight="semibold">
          {revision ? (
            <>
              Aceptó la{' '}
              <a
                href={`${SITE_URL_FOR_STUDIO}/legal/${PRIVACY_POLICY_SLUG}/${revision}`}
                target="_blank"
                rel="noreferrer"
              >
                Política de privacidad vigente desde {formatDate(revision, 'es')}
              </a>
            </>
          ) : (
            'Aceptó la Política de privacidad que le mostró el formulario'
          )}
        </Text>
        <Text size={1} muted>
          {[
            consent.consentedAt && `El ${when(consent.consentedAt)}`,
            consent.noticeVersion && `tras leer el aviso (versión ${consent.noticeVersion})`,
          ]
            .filter(Boolean)
            .join(', ')}
          {consent.unchecked && '. El sitio no pudo comprobar entonces que esa fuera la versión vigente.'}
        </Text>
      </Stack>
    </Card>
  )
}

import {Card, Stack, Text} from '@sanity/ui'
import {useFormValue, type InputProps} from 'sanity'
import {formatDate} from '@habitum/content/calendar'
import {noticeLanguage} from '@habitum/content/leads/notice'
import type {ConsentRecord} from '@habitum/content/leads/record'
import {PRIVACY_POLICY_SLUG} from '../../schemas/legalSlugs'
import {leadConsent} from '../../schemas/objects/leadConsent'
import {SITE_URL_FOR_STUDIO} from '../../schemas/site/preview'

export const isLeadConsent = ({schemaType}: InputProps) => schemaType.name === leadConsent.name

const when = (instant: string) =>
  new Date(instant).toLocaleString('es-AR', {dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Buenos_Aires'})

/**
 * A lead's consent as a sentence: which revision of the privacy policy the visitor accepted (a link
 * to it on the site), when, and after which notice: the form's, in the page's language, as shown
 * that moment (never its fingerprint: @habitum/content/leads/notice). A lead received before the
 * form asked has none.
 */
export function ConsentInput(props: InputProps) {
  const consent = props.value as Partial<ConsentRecord> | undefined
  const language = noticeLanguage(useFormValue(['language']))
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
            consent.noticeVersion &&
              `tras leer el aviso del formulario${language ? ` ${language}` : ''} que se mostraba entonces`,
          ]
            .filter(Boolean)
            .join(', ')}
          {consent.unchecked && '. El sitio no pudo comprobar entonces que esa fuera la versión vigente.'}
        </Text>
      </Stack>
    </Card>
  )
}

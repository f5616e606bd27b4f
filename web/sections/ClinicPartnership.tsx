import {ButtonLink} from '@/components/ButtonLink'
import {ContentImage} from '@/components/ContentImage'
import {Container, Lead, SectionHeading, SectionShell, Split} from '@/components/primitives'
import type {SectionProps} from './types'
import {Actions} from './shared'

export function ClinicPartnership({section, site}: SectionProps<'clinicPartnership'>) {
  return (
    <SectionShell>
      <Container>
        <Split>
          <div>
            <SectionHeading>{section.heading}</SectionHeading>
            {section.text && <Lead>{section.text}</Lead>}
            {section.button?.href && section.button.label && (
              <Actions>
                <ButtonLink href={section.button.href} label={section.button.label} locale={site.locale} />
              </Actions>
            )}
          </div>
          <ContentImage image={section.image} sizes="(min-width: 768px) 45vw, 90vw" />
        </Split>
      </Container>
    </SectionShell>
  )
}

import {ButtonLink} from '@/components/ButtonLink'
import {ContentImage} from '@/components/ContentImage'
import {Container, Lead, SectionHeading, SectionShell, Split} from '@/components/primitives'
import {Actions} from './shared'
import type {SectionProps} from './types'

export function SignUp({section, site}: SectionProps<'signUp'>) {
  return (
    <SectionShell $tone="mint">
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

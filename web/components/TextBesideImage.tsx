import type {Locale} from '@/lib/i18n/languages'
import {ButtonLink} from './ButtonLink'
import {ContentImage} from './ContentImage'
import type {ImageData} from '@/lib/images/imageData'
import {Actions, Container, Lead, SectionHeading, SectionShell, Split} from './primitives'
import {spanishLang} from '@/lib/content/fallbacks'
import {SpanishPart} from './SpanishPart'

type Props = {
  heading: string | null
  text: string | null
  button: {label: string | null; href: string | null} | null
  image: ImageData | null
  locale: Locale
  tone?: 'plain' | 'mint'
}

/** A heading, a paragraph and a call to action beside a picture (partnership, sign-up). */
export function TextBesideImage({heading, text, button, image, locale, tone = 'plain'}: Props) {
  return (
    <SectionShell $tone={tone}>
      <Container>
        <Split>
          <div>
            <SectionHeading lang={spanishLang(heading)}>{heading}</SectionHeading>
            {text && <Lead lang={spanishLang(text)}>{text}</Lead>}
            {button?.href && button.label && (
              <Actions>
                <ButtonLink href={button.href} label={button.label} locale={locale} />
              </Actions>
            )}
          </div>
          <SpanishPart text={image?.alt}>
            <ContentImage image={image} sizes="(min-width: 768px) 45vw, 90vw" maxWidth={720} />
          </SpanishPart>
        </Split>
      </Container>
    </SectionShell>
  )
}

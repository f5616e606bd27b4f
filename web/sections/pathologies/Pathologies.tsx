import {ContentImage} from '@/components/ContentImage'
import {CardTitle, Container, Grid, Muted, SectionShell} from '@/components/primitives'
import {Card, SectionIntro} from '@/components/primitives'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'
import {SpanishPart} from '@/components/SpanishPart'

export function Pathologies({section}: SectionProps<'pathologies'>) {
  return (
    <SectionShell>
      <Container>
        <SectionIntro eyebrow={section.eyebrow} heading={section.heading} text={section.intro} />
        <Grid $columns={3}>
          {section.cards?.map((card) => (
            <Card key={card._key}>
              <SpanishPart text={card.image?.alt}>
                <ContentImage image={card.image} sizes="(min-width: 768px) 30vw, 90vw" maxWidth={720} />
              </SpanishPart>
              <CardTitle lang={spanishLang(card.title)}>{card.title}</CardTitle>
              <Muted lang={spanishLang(card.text)}>{card.text}</Muted>
            </Card>
          ))}
        </Grid>
      </Container>
    </SectionShell>
  )
}

import {ContentImage} from '@/components/ContentImage'
import {CardTitle, Container, Eyebrow, Grid, Lead, Muted, SectionHeading, SectionShell} from '@/components/primitives'
import {Card, SectionHeader} from './shared'
import type {SectionProps} from './types'

export function Pathologies({section}: SectionProps<'pathologies'>) {
  return (
    <SectionShell>
      <Container>
        <SectionHeader>
          {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
          <SectionHeading>{section.heading}</SectionHeading>
          {section.intro && <Lead>{section.intro}</Lead>}
        </SectionHeader>
        <Grid $columns={3}>
          {section.cards?.map((card) => (
            <Card key={card._key}>
              <ContentImage image={card.image} sizes="(min-width: 768px) 30vw, 90vw" />
              <CardTitle>{card.title}</CardTitle>
              <Muted>{card.text}</Muted>
            </Card>
          ))}
        </Grid>
      </Container>
    </SectionShell>
  )
}

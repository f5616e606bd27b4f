import styled from 'styled-components'
import {ContentImage} from './ContentImage'
import type {ImageData} from '@/lib/images/imageData'
import {Card, CardTitle, Grid, Muted} from './primitives'
import {spanishLang} from '@/lib/content/fallbacks'
import {SpanishPart} from './SpanishPart'

export type FeatureItemData = {
  _key: string
  title: string | null
  text: string | null
  icon: ImageData | null
}

/** Titled items with an optional icon, in a grid: features, highlights, plan functions. */
export function FeatureGrid({items, columns}: {items: FeatureItemData[] | null; columns: number}) {
  return (
    <Grid $columns={columns}>
      {items?.map((item) => (
        <Card key={item._key}>
          {item.icon && (
            <SpanishPart text={item.icon.alt}>
              <Icon image={item.icon} sizes="64px" maxWidth={64} />
            </SpanishPart>
          )}
          <CardTitle lang={spanishLang(item.title)}>{item.title}</CardTitle>
          <Muted lang={spanishLang(item.text)}>{item.text}</Muted>
        </Card>
      ))}
    </Grid>
  )
}

const Icon = styled(ContentImage)`
  width: 4rem;
  height: 4rem;
`

import styled from 'styled-components'
import {ContentImage, type ImageData} from '@/components/ContentImage'
import {CardTitle, Muted} from '@/components/primitives'
import {theme} from '@/theme/theme'
import {Card} from './shared'

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
          {item.icon && <Icon image={item.icon} sizes="64px" />}
          <CardTitle>{item.title}</CardTitle>
          <Muted>{item.text}</Muted>
        </Card>
      ))}
    </Grid>
  )
}

const Grid = styled.div<{$columns: number}>`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  ${theme.media.desktop} {
    grid-template-columns: repeat(${({$columns}) => $columns}, minmax(0, 1fr));
  }
`

const Icon = styled(ContentImage)`
  width: 4rem;
  height: 4rem;
`

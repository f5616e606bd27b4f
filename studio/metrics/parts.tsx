import {VITAL_SCALES, VITAL_THRESHOLDS, type Rating} from '@habitum/content/metrics/histogram'
import {Badge, Box, Card, Flex, Heading, Spinner, Stack, Text, useTheme_v2, type BadgeTone} from '@sanity/ui'
import type {ReactNode} from 'react'
import {styled} from 'styled-components'
import {formatDay, formatPercentile, formatSamples, formatVitalValue, RATING_TITLES, VITAL_TITLES} from './format'
import {PANEL_VITALS, type PanelVital, type VitalSummary} from './metrics'
import type {Period} from './period'

/**
 * What every section of «Panel» and of a page's «Rendimiento» is made of: a titled card, a chart
 * with its numbers in a table beside it (for screen readers and for copying), a sentence when
 * there is nothing to show, and what is said while the numbers load or when they cannot be read.
 */

/** Colours for a chart's series, told apart by people with any colour vision (Okabe and Ito), grey last. */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#8A8A8A']

/** The colours of the chart's text and lines, from the Studio's theme (light or dark). */
export function useChartColours() {
  const {color} = useTheme_v2()
  return {text: color.muted.fg, line: color.border, fg: color.fg, bg: color.bg}
}

export function Section(props: {id: string; title: string; intro?: ReactNode; children: ReactNode}) {
  return (
    <Card padding={4} radius={2} shadow={1} as="section" aria-labelledby={`${props.id}-title`}>
      <Stack gap={4}>
        <Heading as="h2" size={1} id={`${props.id}-title`}>
          {props.title}
        </Heading>
        {props.intro}
        {props.children}
      </Stack>
    </Card>
  )
}

export function Subheading(props: {id?: string; children: ReactNode}) {
  return (
    <Heading as="h3" size={0} id={props.id}>
      {props.children}
    </Heading>
  )
}

export function Note(props: {children: ReactNode}) {
  return (
    <Text size={1} muted>
      {props.children}
    </Text>
  )
}

/**
 * Charts and tables side by side where their box is wide enough, one under the other where it is
 * not: by the box's own width (a document's pane is narrow on a wide screen), not the screen's.
 */
export const Columns = styled.div`
  display: grid;
  gap: 1.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`

/** What a section shows when its period holds nothing: what will appear, and when. */
export function EmptyState(props: {children: ReactNode}) {
  return (
    <Card padding={4} radius={2} border tone="transparent" data-testid="panel-empty">
      <Text size={1}>{props.children}</Text>
    </Card>
  )
}

/**
 * A chart, drawn for the eye: its numbers are in the table beside it, so to assistive technology
 * it is one image with a name that says so.
 */
export function Chart(props: {label: string; height: number; children: ReactNode}) {
  return (
    <Box role="img" aria-label={`${props.label} (los mismos datos en la tabla)`} style={{height: props.height}}>
      {props.children}
    </Box>
  )
}

export type Column = {title: string; numeric?: boolean}
/** A row: its header cells (one or more, e.g. page and device) and its data cells, in the columns' order. */
export type Row = {key: string; header: ReactNode | ReactNode[]; cells: ReactNode[]}

const Scroller = styled.div`
  overflow-x: auto;
  /* The caption's text is trimmed to its letters (as all Sanity UI text): room so the box does not clip it. */
  padding-top: 0.25rem;
  &:focus-visible {
    outline: 2px solid var(--card-focus-ring-color);
  }
`

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    padding-bottom: 0.75rem;
  }
  th,
  td {
    padding: 0.5rem 0.75rem 0.5rem 0;
    border-bottom: 1px solid var(--card-border-color);
    text-align: left;
    vertical-align: top;
  }
  thead th {
    vertical-align: bottom;
  }
  .numeric {
    text-align: right;
    padding-left: 0.75rem;
    font-variant-numeric: tabular-nums;
  }
`

/**
 * A real table: a caption, column headers and a header for each row, so a screen reader names
 * every cell it reads; it scrolls sideways inside its box when wider than the page.
 */
export function DataTable(props: {caption: string; columns: Column[]; rows: Row[]; footer?: Row}) {
  const cell = (content: ReactNode, strong: boolean) =>
    typeof content === 'string' || typeof content === 'number' ? (
      <Text size={1} weight={strong ? 'semibold' : 'regular'}>
        {content}
      </Text>
    ) : (
      content
    )
  const line = (row: Row, strong = false) => {
    const headers = Array.isArray(row.header) ? row.header : [row.header]
    return (
      <tr key={row.key}>
        {headers.map((header, index) => (
          <th key={`h${index}`} scope="row" className={props.columns[index]?.numeric ? 'numeric' : undefined}>
            {cell(header, strong)}
          </th>
        ))}
        {row.cells.map((content, index) => (
          <td key={index} className={props.columns[headers.length + index]?.numeric ? 'numeric' : undefined}>
            {cell(content, strong)}
          </td>
        ))}
      </tr>
    )
  }
  return (
    <Scroller tabIndex={0} role="region" aria-label={props.caption}>
      <Table>
        <caption>
          <Text size={1} weight="medium">
            {props.caption}
          </Text>
        </caption>
        <thead>
          <tr>
            {props.columns.map((column, index) => (
              <th key={index} scope="col" className={column.numeric ? 'numeric' : undefined}>
                <Text size={1} weight="semibold">
                  {column.title}
                </Text>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.rows.map((row) => line(row))}</tbody>
        {props.footer && <tfoot>{line(props.footer, true)}</tfoot>}
      </Table>
    </Scroller>
  )
}

const RATING_TONES: Record<Rating, BadgeTone> = {good: 'positive', 'needs-improvement': 'caution', poor: 'critical'}

/** A rating in words and colour, never colour alone. */
export function RatingBadge(props: {rating: Rating}) {
  return (
    <Badge tone={RATING_TONES[props.rating]} fontSize={1}>
      {RATING_TITLES[props.rating]}
    </Badge>
  )
}

/** A p75, its rating in words and colour, and the samples it was read from. */
export function VitalCell(props: {vital: PanelVital; summary: VitalSummary | undefined}) {
  if (!props.summary) {
    return (
      <Text size={1} muted>
        sin muestras
      </Text>
    )
  }
  return (
    <Stack gap={2}>
      <Flex gap={2} align="center" wrap="wrap">
        <Text size={1} weight="medium" style={{whiteSpace: 'nowrap'}}>
          {formatPercentile(props.vital, props.summary)}
        </Text>
        <RatingBadge rating={props.summary.rating} />
      </Flex>
      <Text size={0} muted>
        {formatSamples(props.summary.samples)}
      </Text>
    </Stack>
  )
}

/** Which days are shown, or being read: a live region, so a screen reader hears when new numbers arrive. */
export function PeriodStatus(props: {testId: string; loading: boolean; period: Period; shown?: Period}) {
  return (
    <Box role="status" data-testid={props.testId}>
      {props.loading ? (
        <Flex gap={2} align="center">
          <Spinner muted />
          <Text size={1}>
            Cargando del {formatDay(props.period.from)} al {formatDay(props.period.to)}…
          </Text>
        </Flex>
      ) : (
        props.shown && (
          <Text size={1}>
            Del {formatDay(props.shown.from)} al {formatDay(props.shown.to)}, {props.shown.days.length} días.
          </Text>
        )
      )}
    </Box>
  )
}

/**
 * The numbers could not be read: said plainly in Spanish, with what to do; the reason the dataset
 * gave (in English, with the whole request) folded away for whoever maintains the site.
 */
export function LoadError(props: {message: string}) {
  return (
    <Card padding={4} radius={2} tone="critical" border role="alert">
      <Stack gap={3}>
        <Text size={1} weight="medium">
          No se pudieron leer las cifras.
        </Text>
        <Text size={1}>
          Compruebe la conexión y pulse «Actualizar». Si el problema sigue, avise a quien mantiene el sitio con el
          detalle de abajo.
        </Text>
        <details>
          <Text as="summary" size={1} muted>
            Detalle técnico
          </Text>
          <Box marginTop={2}>
            <Text size={0} muted style={{overflowWrap: 'anywhere'}}>
              {props.message}
            </Text>
          </Box>
        </details>
      </Stack>
    </Card>
  )
}

/** «Carga: «Bueno» hasta 2,5 s, «Malo» por encima de 4 s». */
const thresholds = (vital: PanelVital) =>
  `${VITAL_TITLES[vital]}: «Bueno» hasta ${formatVitalValue(vital, VITAL_THRESHOLDS[vital].good)}, «Malo» por encima de ${formatVitalValue(vital, VITAL_THRESHOLDS[vital].poor)}`

/** Google's thresholds, which every rating is against, in words. */
export function ThresholdsNote() {
  return (
    <Note>Los límites que recomienda Google: {PANEL_VITALS.map(thresholds).join('; ')}. «Mejorable» entre ambos.</Note>
  )
}

/**
 * What only whoever maintains the site needs (the metrics' technical names, how a figure is
 * computed), folded away under «Detalle técnico» so the staff read the figures in their own words.
 */
export function TechnicalDetail(props: {children: ReactNode}) {
  return (
    <details>
      <Text as="summary" size={1} muted>
        Detalle técnico
      </Text>
      <Box marginTop={2}>
        <Text size={1} muted>
          {props.children}
        </Text>
      </Box>
    </details>
  )
}

/** How the speed figures are computed and named, for whoever maintains the site: «Panel» and «Rendimiento» alike. */
export function SpeedTechnicalDetail() {
  return (
    <TechnicalDetail>
      Las métricas son las Core Web Vitals de Google: LCP (carga), INP (respuesta) y CLS (estabilidad). Cada cifra es su
      percentil 75 (p75), leído de los histogramas de todos los días del período sumados, como el borde superior de su
      intervalo: hasta {VITAL_SCALES.LCP.step} ms por encima en LCP, {VITAL_SCALES.INP.step} ms en INP y{' '}
      {formatVitalValue('CLS', VITAL_SCALES.CLS.step)} en CLS. Dispositivos por el ancho de la ventana: teléfono hasta
      767 px, tableta hasta 1199 px, escritorio desde 1200 px. Los días se cuentan en UTC. Umbrales de web.dev.
    </TechnicalDetail>
  )
}

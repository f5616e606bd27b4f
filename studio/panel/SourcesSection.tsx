import {OTHERS_LABEL, TOP_VALUES, type SourceKind} from '@habitum/content/metrics/day'
import {Grid, Stack, Tab, TabList, TabPanel} from '@sanity/ui'
import {Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis} from 'recharts'
import {useKeptState} from '../leads/keptState'
import {formatCount, formatShare} from '../metrics/format'
import {sourceTotals, type PanelDay} from '../metrics/metrics'
import {
  Chart,
  DataTable,
  EmptyState,
  Note,
  Section,
  SERIES_COLOURS,
  TechnicalDetail,
  useChartColours,
} from '../metrics/parts'

const KINDS: ReadonlyArray<{kind: SourceKind; title: string; none: string}> = [
  {kind: 'referrerOrigin', title: 'Sitio de origen', none: 'sin sitio de origen: directo o desde el propio sitio'},
  {kind: 'utmSource', title: 'Fuente de la campaña', none: 'sin fuente de campaña'},
  {kind: 'utmMedium', title: 'Medio de la campaña', none: 'sin medio de campaña'},
  {kind: 'utmCampaign', title: 'Nombre de la campaña', none: 'sin nombre de campaña'},
]

/** The chart shows this many values; the table, every one. */
const CHARTED = 10

/** «De dónde vienen las visitas»: views by referring site and by campaign parameter. */
export function SourcesSection(props: {days: PanelDay[]; views: number}) {
  const [chosen, setKind] = useKeptState<SourceKind>('panel.sources.kind', 'referrerOrigin')
  const choice = KINDS.find((candidate) => candidate.kind === chosen) ?? KINDS[0]!

  return (
    <Section
      id="panel-sources"
      title="De dónde vienen las visitas"
      intro={
        <Stack gap={3}>
          <Note>
            Las visitas de todas las páginas según el sitio que las envió (solo su dominio) y los datos de campaña que
            llevaba el enlace por el que llegaron: su fuente (como un boletín o una red social), su medio (como correo o
            anuncio) y su nombre. Cada día guarda sus {TOP_VALUES} valores más frecuentes; el resto suma en «
            {OTHERS_LABEL}».
          </Note>
          <TechnicalDetail>
            Los datos de campaña son los parámetros utm_source (fuente), utm_medium (medio) y utm_campaign (nombre) de
            la dirección del enlace.
          </TechnicalDetail>
        </Stack>
      }
    >
      {props.views === 0 ? (
        <EmptyState>
          Aún no hay visitas registradas en estos días. Cuando lleguen, aquí verás desde qué sitios y con qué campañas
          llegaron.
        </EmptyState>
      ) : (
        <Stack gap={4}>
          <TabList gap={1}>
            {KINDS.map((option) => (
              <Tab
                key={option.kind}
                id={`panel-sources-tab-${option.kind}`}
                aria-controls="panel-sources-by-kind"
                label={option.title}
                selected={option.kind === choice.kind}
                onClick={() => setKind(option.kind)}
              />
            ))}
          </TabList>
          <TabPanel id="panel-sources-by-kind" aria-labelledby={`panel-sources-tab-${choice.kind}`}>
            <SourcesOfKind days={props.days} {...choice} />
          </TabPanel>
        </Stack>
      )}
    </Section>
  )
}

function SourcesOfKind(props: {days: PanelDay[]; kind: SourceKind; title: string; none: string}) {
  const colours = useChartColours()
  const totals = sourceTotals(props.days, props.kind)
  const withoutValue = Math.max(0, totals.views - totals.withValue)
  const listed = [
    ...totals.rows.map((row) => ({label: row.value, count: row.count})),
    ...(totals.others > 0 ? [{label: OTHERS_LABEL, count: totals.others}] : []),
  ]
  const charted = listed.slice(0, CHARTED)
  const axis = {tick: {fill: colours.text, fontSize: 12}, stroke: colours.line}

  if (listed.length === 0) {
    return (
      <EmptyState>
        Ninguna de las {formatCount(totals.views)} visitas de estos días llegó con {props.title.toLowerCase()}.
      </EmptyState>
    )
  }
  return (
    <Grid gridTemplateColumns={[1, 1, 1, 2]} gap={5}>
      <Chart label={`Visitas por ${props.title.toLowerCase()}`} height={Math.max(120, charted.length * 32 + 24)}>
        <BarChart
          responsive
          style={{width: '100%', height: '100%'}}
          layout="vertical"
          data={charted}
          margin={{top: 0, right: 48, bottom: 0, left: 8}}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={colours.line} />
          <XAxis type="number" allowDecimals={false} {...axis} />
          <YAxis
            type="category"
            dataKey="label"
            width={170}
            {...axis}
            tickFormatter={(label: string) => (label.length > 26 ? `${label.slice(0, 25)}…` : label)}
          />
          <Bar dataKey="count" fill={SERIES_COLOURS[4]} isAnimationActive={false}>
            <LabelList dataKey="count" position="right" fill={colours.fg} fontSize={12} />
          </Bar>
        </BarChart>
      </Chart>
      <DataTable
        caption={`Visitas por ${props.title.toLowerCase()} en el período`}
        columns={[{title: props.title}, {title: 'Visitas', numeric: true}, {title: 'Del total', numeric: true}]}
        rows={[
          ...listed.map(({label, count}, index) => ({
            key: `v${index}`,
            header: label,
            cells: [formatCount(count), formatShare(count / totals.views)],
          })),
          ...(withoutValue > 0
            ? [
                {
                  key: '(none)',
                  header: `(${props.none})`,
                  cells: [formatCount(withoutValue), formatShare(withoutValue / totals.views)],
                },
              ]
            : []),
        ]}
        footer={{key: 'total', header: 'Total de visitas', cells: [formatCount(totals.views), '']}}
      />
    </Grid>
  )
}

import {DEVICES} from '@habitum/content/metrics/events'
import {Flex, Grid, Select, Stack, Text} from '@sanity/ui'
import {CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis} from 'recharts'
import {useKeptState} from '../leads/keptState'
import {chartAxis, thresholdLines, tooltipStyle, vitalAxis, vitalTick} from '../metrics/charts'
import {DEVICES_EXPLAINED, SPEED_FIGURE_EXPLAINED} from '../metrics/explained'
import {DEVICE_TITLES, formatCount, formatStretch, VITAL_NAMES, VITAL_TITLES} from '../metrics/format'
import {PANEL_VITALS, speedRows, vitalTrend, type PanelDay, type PanelVital} from '../metrics/metrics'
import {
  Chart,
  DataTable,
  EmptyState,
  Note,
  Section,
  SERIES_COLOURS,
  SpeedTechnicalDetail,
  Subheading,
  ThresholdsNote,
  useChartColours,
  VitalCell,
} from '../metrics/parts'
import {trendBlocks, type Period} from '../metrics/period'

/** «Velocidad para visitantes reales»: the Core Web Vitals the site's visitors' browsers measured. */
export function SpeedSection(props: {days: PanelDay[]; period: Period}) {
  const rows = speedRows(props.days)
  const withSamples = rows.filter((row) => PANEL_VITALS.some((vital) => row.vitals[vital]))

  return (
    <Section
      id="panel-speed"
      title="Velocidad para visitantes reales"
      intro={
        <Stack gap={3}>
          <Note>
            Lo que midieron los navegadores de los visitantes, por página (los dos idiomas juntos) y tipo de dispositivo
            ({DEVICES_EXPLAINED}). {SPEED_FIGURE_EXPLAINED}
          </Note>
          <ThresholdsNote />
          <SpeedTechnicalDetail />
        </Stack>
      }
    >
      {rows.length === 0 ? (
        <EmptyState>
          Aún no hay visitas registradas en estos días. Cuando lleguen, aquí verás para cada página y tipo de
          dispositivo cuántas visitas hubo y qué tan rápido cargó y respondió para ellas.
        </EmptyState>
      ) : (
        <Stack gap={5}>
          <DataTable
            caption="Visitas y velocidad de cada página y dispositivo en el período"
            columns={[
              {title: 'Página'},
              {title: 'Dispositivo'},
              {title: 'Visitas', numeric: true},
              ...PANEL_VITALS.map((vital) => ({title: VITAL_TITLES[vital]})),
            ]}
            rows={rows.map((row) => ({
              key: `${row.path} ${row.device}`,
              header: [row.path, DEVICE_TITLES[row.device]],
              cells: [
                formatCount(row.views),
                ...PANEL_VITALS.map((vital) => <VitalCell key={vital} vital={vital} summary={row.vitals[vital]} />),
              ],
            }))}
          />
          {withSamples.length === 0 ? (
            <EmptyState>
              Hay visitas, pero aún ningún navegador envió mediciones de velocidad en estos días: aquí verás su
              evolución cuando lleguen.
            </EmptyState>
          ) : (
            <Trend days={props.days} period={props.period} pages={[...new Set(withSamples.map((row) => row.path))]} />
          )}
        </Stack>
      )}
    </Section>
  )
}

/** Each device class keeps its colour and its dash whichever others have data: told apart without colour too. */
const LINES: Record<(typeof DEVICES)[number], {colour: string; dash?: string}> = {
  phone: {colour: SERIES_COLOURS[0]!},
  tablet: {colour: SERIES_COLOURS[3]!, dash: '6 4'},
  desktop: {colour: SERIES_COLOURS[1]!, dash: '2 3'},
}

/** The p75 of one vital on one page through the period, one line per device class. */
function Trend(props: {days: PanelDay[]; period: Period; pages: string[]}) {
  const colours = useChartColours()
  const [chosenPage, setPage] = useKeptState('panel.speed.page', '')
  const [vital, setVital] = useKeptState<PanelVital>('panel.speed.vital', 'LCP')
  const page = props.pages.includes(chosenPage) ? chosenPage : props.pages[0]!
  const blocks = trendBlocks(props.period.days)
  const trend = vitalTrend(props.days, blocks, page, vital)
  const devices = DEVICES.filter((device) => trend.some((point) => point.byDevice[device]))
  const data = trend.map((point) => ({
    label: formatStretch(point.days),
    ...Object.fromEntries(devices.map((device) => [device, point.byDevice[device]?.value ?? null])),
  }))
  const format = vitalTick(vital)
  const valueAxis = vitalAxis(
    vital,
    trend.flatMap((point) => Object.values(point.byDevice).map((one) => one.value)),
  )
  const axis = chartAxis(colours)
  const byDay = blocks.every((block) => block.length === 1)

  return (
    <Stack gap={3}>
      <Subheading>Evolución en el período</Subheading>
      <Note>
        {byDay
          ? 'Cada punto es la cifra de un día.'
          : 'Cada punto es la cifra de 7 días juntos, contados hacia atrás desde hoy (el primer tramo puede tener menos días).'}{' '}
        Con pocas muestras un punto cambia mucho de un tramo a otro: la tabla da su número. Un tramo sin muestras queda
        sin punto. Las líneas horizontales marcan los umbrales de «Bueno» y «Malo».
      </Note>
      <Flex gap={3} wrap="wrap">
        <Stack gap={2} style={{minWidth: 200}}>
          <Text as="label" htmlFor="panel-speed-page" size={1} weight="medium">
            Página
          </Text>
          <Select id="panel-speed-page" value={page} onChange={(event) => setPage(event.currentTarget.value)}>
            {props.pages.map((path) => (
              <option key={path} value={path}>
                {path}
              </option>
            ))}
          </Select>
        </Stack>
        <Stack gap={2} style={{minWidth: 200}}>
          <Text as="label" htmlFor="panel-speed-vital" size={1} weight="medium">
            Métrica
          </Text>
          <Select
            id="panel-speed-vital"
            value={vital}
            onChange={(event) => setVital(event.currentTarget.value as PanelVital)}
          >
            {PANEL_VITALS.map((option) => (
              <option key={option} value={option}>
                {VITAL_NAMES[option]}
              </option>
            ))}
          </Select>
        </Stack>
      </Flex>
      <Grid gridTemplateColumns={[1, 1, 1, 2]} gap={5}>
        <Chart label={`${VITAL_TITLES[vital]} en ${page}, por tramo y dispositivo`} height={260}>
          <LineChart
            responsive
            style={{width: '100%', height: '100%'}}
            data={data}
            margin={{top: 8, right: 32, bottom: 0, left: 8}}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke={colours.line} />
            <XAxis dataKey="label" {...axis} minTickGap={8} />
            <YAxis {...axis} width={64} tickFormatter={format} {...valueAxis} />
            {thresholdLines(vital, colours)}
            <Tooltip formatter={(value) => format(Number(value))} contentStyle={tooltipStyle(colours)} />
            <Legend wrapperStyle={{fontSize: 12, color: colours.text}} />
            {devices.map((device) => (
              <Line
                key={device}
                dataKey={device}
                name={DEVICE_TITLES[device]}
                stroke={LINES[device].colour}
                strokeDasharray={LINES[device].dash}
                strokeWidth={2}
                dot={{r: 3}}
                connectNulls={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </Chart>
        <DataTable
          caption={`${VITAL_TITLES[vital]} en ${page} por ${byDay ? 'día' : 'tramo de días'}`}
          columns={[{title: byDay ? 'Día' : 'Días'}, ...devices.map((device) => ({title: DEVICE_TITLES[device]}))]}
          rows={trend.map((point) => ({
            key: point.days[0]!,
            header: formatStretch(point.days),
            cells: devices.map((device) => <VitalCell key={device} vital={vital} summary={point.byDevice[device]} />),
          }))}
        />
      </Grid>
    </Stack>
  )
}

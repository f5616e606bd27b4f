import {Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis} from 'recharts'
import {chartAxis, thresholdLines, vitalAxis, vitalTick} from '../metrics/charts'
import {formatPercentile} from '../metrics/format'
import type {PanelVital, VitalSummary} from '../metrics/metrics'
import {Chart, SERIES_COLOURS, useChartColours} from '../metrics/parts'

/**
 * One vital's p75 in each language, a bar each, against Google's thresholds (the lines «Bueno
 * hasta…» and «Malo por encima de…» of «Panel»'s trend). A language without samples has no bar.
 */
export function VitalBars(props: {vital: PanelVital; bars: Array<{name: string; summary?: VitalSummary}>}) {
  const colours = useChartColours()
  const axis = chartAxis(colours)
  const values = props.bars.flatMap((bar) => (bar.summary ? [bar.summary.value] : []))
  const data = props.bars.map((bar) => ({
    name: bar.name,
    value: bar.summary?.value ?? null,
    label: bar.summary ? formatPercentile(props.vital, bar.summary) : 'sin muestras',
  }))
  return (
    <Chart label={`p75 de ${props.vital} por idioma`} height={220}>
      <BarChart
        responsive
        style={{width: '100%', height: '100%'}}
        data={data}
        margin={{top: 16, right: 8, bottom: 0, left: 8}}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={colours.line} />
        <XAxis dataKey="name" {...axis} />
        <YAxis {...axis} width={64} tickFormatter={vitalTick(props.vital)} {...vitalAxis(props.vital, values)} />
        {thresholdLines(props.vital, colours)}
        <Bar dataKey="value" fill={SERIES_COLOURS[0]} isAnimationActive={false} maxBarSize={64}>
          <LabelList dataKey="label" position="top" fill={colours.fg} fontSize={12} />
        </Bar>
      </BarChart>
    </Chart>
  )
}

import {Bar, BarChart, CartesianGrid, LabelList, XAxis, YAxis} from 'recharts'
import {chartAxis, thresholdLines, vitalAxis, vitalTick} from '../metrics/charts'
import {formatPercentile, VITAL_TITLES} from '../metrics/format'
import type {PanelVital, VitalSummary} from '../metrics/metrics'
import {Chart, SERIES_COLOURS, useChartColours} from '../metrics/parts'

/**
 * One vital's p75 in each language (named by its title, «Carga», as «Panel» names it), a bar each, against Google's thresholds (the axis's ticks
 * are the thresholds' values). A language without samples has no bar.
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
    <Chart label={`${VITAL_TITLES[props.vital]} por idioma`} height={150}>
      <BarChart
        responsive
        style={{width: '100%', height: '100%'}}
        layout="vertical"
        data={data}
        margin={{top: 20, right: 56, bottom: 0, left: 8}}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={colours.line} />
        <XAxis type="number" {...axis} tickFormatter={vitalTick(props.vital)} {...vitalAxis(props.vital, values)} />
        <YAxis type="category" dataKey="name" width={64} {...axis} />
        {thresholdLines(props.vital, colours, 'x')}
        <Bar dataKey="value" fill={SERIES_COLOURS[0]} isAnimationActive={false} maxBarSize={28}>
          <LabelList dataKey="label" position="right" fill={colours.fg} fontSize={12} />
        </Bar>
      </BarChart>
    </Chart>
  )
}

import {VITAL_THRESHOLDS} from '@habitum/content/metrics/histogram'
import {Bar, BarChart, CartesianGrid, LabelList, Legend, ReferenceLine, Tooltip, XAxis, YAxis} from 'recharts'
import {formatDay, formatVitalValue} from './format'
import type {PanelVital} from './metrics'
import {Chart, SERIES_COLOURS, useChartColours} from './parts'

/**
 * The charts «Panel» and a page's «Rendimiento» draw (Recharts, docs/panel.md): each one image for
 * assistive technology, its numbers in the table beside it, coloured from the Studio's theme.
 */

/** A series of a chart: the key of its values in the chart's rows, its name in the legend, its colour. */
export type BarSeries = {key: string; name: string; colour: string}

type Colours = ReturnType<typeof useChartColours>

/** An axis's ticks and line in the theme's colours. */
export const chartAxis = (colours: Colours) => ({tick: {fill: colours.text, fontSize: 12}, stroke: colours.line})

export const tooltipStyle = (colours: Colours) => ({
  background: colours.bg,
  borderColor: colours.line,
  color: colours.fg,
})

/** Counts by day, one bar a day, its series stacked (`stackId`) or, without one, side by side. */
export function DailyBars(props: {
  label: string
  height: number
  rows: Array<{day: string} & Record<string, number | string>>
  series: readonly BarSeries[]
  stackId?: string
}) {
  const colours = useChartColours()
  return (
    <Chart label={props.label} height={props.height}>
      <BarChart
        responsive
        style={{width: '100%', height: '100%'}}
        data={props.rows}
        margin={{top: 8, right: 8, bottom: 0, left: -16}}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke={colours.line} />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => formatDay(day, true)}
          {...chartAxis(colours)}
          minTickGap={12}
        />
        <YAxis allowDecimals={false} {...chartAxis(colours)} />
        <Tooltip labelFormatter={(day) => formatDay(String(day))} contentStyle={tooltipStyle(colours)} />
        <Legend wrapperStyle={{fontSize: 12, color: colours.text}} />
        {props.series.map((one) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.name}
            stackId={props.stackId}
            fill={one.colour}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </Chart>
  )
}

/**
 * Counts by category (a step of the form, a field), one horizontal bar each per series, its
 * number at its end; a legend when there is more than one series.
 */
export function HorizontalBars(props: {
  label: string
  height: number
  rows: Array<{name: string} & Record<string, number | string>>
  series: readonly BarSeries[]
  /** Room for the longest category's name. */
  categoryWidth: number
}) {
  const colours = useChartColours()
  return (
    <Chart label={props.label} height={props.height}>
      <BarChart
        responsive
        style={{width: '100%', height: '100%'}}
        layout="vertical"
        data={props.rows}
        margin={{top: 0, right: 48, bottom: 0, left: 8}}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={colours.line} />
        <XAxis type="number" allowDecimals={false} {...chartAxis(colours)} />
        <YAxis type="category" dataKey="name" width={props.categoryWidth} {...chartAxis(colours)} />
        {props.series.length > 1 && <Legend wrapperStyle={{fontSize: 12, color: colours.text}} />}
        {props.series.map((one) => (
          <Bar key={one.key} dataKey={one.key} name={one.name} fill={one.colour} isAnimationActive={false}>
            <LabelList dataKey={one.key} position="right" fill={colours.fg} fontSize={12} />
          </Bar>
        ))}
      </BarChart>
    </Chart>
  )
}

/** The round values a vital's axis ends on. */
const AXIS_STEPS: Record<PanelVital, number> = {LCP: 1000, INP: 100, CLS: 0.05}

/**
 * A vital's value axis: it marks the thresholds themselves, and ends on a round value above the
 * highest value shown (and above «Malo», so both lines are always in view).
 */
export function vitalAxis(vital: PanelVital, values: readonly number[]) {
  const {good, poor} = VITAL_THRESHOLDS[vital]
  const highest = Math.max(poor * 1.2, ...values)
  const top = Math.ceil(highest / AXIS_STEPS[vital]) * AXIS_STEPS[vital]
  return {domain: [0, top] as [number, number], ticks: [0, good, poor, top]}
}

/** A vital's value on an axis or in a tooltip: «0» at the origin, else in its unit. */
export const vitalTick = (vital: PanelVital) => (value: number) => (value === 0 ? '0' : formatVitalValue(vital, value))

/**
 * Google's thresholds of a vital as two labelled lines: across a chart whose values go up
 * («Bueno hasta 2,5 s», «Malo por encima de 4 s»), or, where they go right (`across: 'x'`), two
 * upright lines marked at the top («← Bueno», «Malo →»: the axis's ticks give their values).
 * Elements, not a component, so Recharts finds them among the chart's own children.
 */
export function thresholdLines(vital: PanelVital, colours: Colours, across: 'x' | 'y' = 'y') {
  const {good, poor} = VITAL_THRESHOLDS[vital]
  const format = vitalTick(vital)
  const label = (text: {value: string; position: 'insideBottomLeft' | 'insideTopLeft'}) => ({
    ...text,
    fill: colours.text,
    fontSize: 11,
  })
  // Above an upright line, its word on its own side of it («Bueno» before, «Malo» after), so the
  // two never run into each other however close the lines are.
  const above = (value: string, side: 'before' | 'after') => ({
    content: ({viewBox}: {viewBox?: unknown}) => {
      const {x = 0, y = 0} = (viewBox ?? {}) as {x?: number; y?: number}
      return (
        <text
          x={side === 'before' ? x - 4 : x + 4}
          y={y - 6}
          textAnchor={side === 'before' ? 'end' : 'start'}
          fill={colours.text}
          fontSize={11}
        >
          {value}
        </text>
      )
    },
  })
  const upright = across === 'x'
  return [
    <ReferenceLine
      key="good"
      {...(upright ? {x: good} : {y: good})}
      stroke={SERIES_COLOURS[2]}
      strokeDasharray="4 4"
      label={
        upright
          ? above('← Bueno', 'before')
          : label({value: `Bueno hasta ${format(good)}`, position: 'insideBottomLeft'})
      }
    />,
    <ReferenceLine
      key="poor"
      {...(upright ? {x: poor} : {y: poor})}
      stroke={SERIES_COLOURS[5]}
      strokeDasharray="4 4"
      label={
        upright
          ? above('Malo →', 'after')
          : label({value: `Malo por encima de ${format(poor)}`, position: 'insideTopLeft'})
      }
    />,
  ]
}

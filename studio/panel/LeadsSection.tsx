import {Stack, Tab, TabList, TabPanel} from '@sanity/ui'
import {useKeptState} from '../leads/keptState'
import {DailyBars} from '../metrics/charts'
import {formatCount, formatDay} from '../metrics/format'
import {
  chartRows,
  chartSeries,
  LEAD_DIMENSIONS,
  leadsBySource,
  leftOutNote,
  type LeadDimension,
  type LeadsLeftOut,
  type PanelLead,
} from './leads'
import {DataTable, EmptyState, Note, Section, SERIES_COLOURS} from '../metrics/parts'
import type {Period} from '../metrics/period'

/**
 * «Solicitudes por día»: the leads of each UTC day, by campaign, referring site or page; and, in
 * words, those it leaves out (health details, spam), so its total and the inbox's never disagree unsaid.
 */
export function LeadsSection(props: {leads: PanelLead[]; leftOut: LeadsLeftOut; period: Period}) {
  const [key, setKey] = useKeptState<LeadDimension['key']>('panel.leads.dimension', 'campaign')
  const dimension = LEAD_DIMENSIONS.find((candidate) => candidate.key === key) ?? LEAD_DIMENSIONS[0]
  const result = leadsBySource(props.leads, dimension, props.period.days)
  const leftOut = leftOutNote(result.total, props.leftOut)

  return (
    <Section
      id="panel-leads"
      title="Solicitudes por día"
      intro={
        <Note>
          Las solicitudes de contacto recibidas cada día, según de dónde vino la visita que la envió, sin las marcadas
          como spam ni las que parecen incluir datos de salud.
        </Note>
      }
    >
      {result.total === 0 ? (
        <Stack gap={4}>
          <EmptyState>
            {leftOut ? 'Aún no hay solicitudes que contar en estos días.' : 'Aún no hay solicitudes en estos días.'}{' '}
            Cuando alguien envíe el formulario de contacto, aquí verás cuántas llegan cada día y de qué campaña, sitio o
            página vinieron.
          </EmptyState>
          {leftOut && <LeftOut text={leftOut} />}
        </Stack>
      ) : (
        <Stack gap={4}>
          <TabList gap={1}>
            {LEAD_DIMENSIONS.map((choice) => (
              <Tab
                key={choice.key}
                id={`panel-leads-tab-${choice.key}`}
                aria-controls="panel-leads-by-source"
                label={choice.title}
                selected={choice.key === dimension.key}
                onClick={() => setKey(choice.key)}
              />
            ))}
          </TabList>
          <TabPanel id="panel-leads-by-source" aria-labelledby={`panel-leads-tab-${dimension.key}`}>
            <LeadsByDimension leads={props.leads} period={props.period} dimension={dimension} />
          </TabPanel>
          {leftOut && <LeftOut text={leftOut} />}
        </Stack>
      )}
    </Section>
  )
}

function LeftOut(props: {text: string}) {
  return (
    <div data-testid="panel-leads-left-out">
      <Note>{props.text}</Note>
    </div>
  )
}

function LeadsByDimension(props: {leads: PanelLead[]; period: Period; dimension: LeadDimension}) {
  const result = leadsBySource(props.leads, props.dimension, props.period.days)
  const series = chartSeries(result.sources)
  const withLeads = result.days.filter((day) => day.total > 0)
  const name = props.dimension.title.toLowerCase()

  return (
    <Stack gap={5}>
      <DailyBars
        label={`Solicitudes por día y por ${name}`}
        height={280}
        rows={chartRows(result, series)}
        series={series.map((one, index) => ({
          key: one.key,
          name: one.label,
          colour: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
        }))}
        stackId="leads"
      />
      <DataTable
        caption={`Solicitudes por ${name} en el período`}
        columns={[{title: props.dimension.title}, {title: 'Solicitudes', numeric: true}]}
        rows={result.sources.map(({label, count}) => ({key: label, header: label, cells: [formatCount(count)]}))}
        footer={{key: 'total', header: 'Total', cells: [formatCount(result.total)]}}
      />
      <DataTable
        caption={`Solicitudes por día y por ${name} (solo los días con alguna)`}
        columns={[
          {title: 'Día'},
          ...result.sources.map(({label}) => ({title: label, numeric: true})),
          {title: 'Total', numeric: true},
        ]}
        rows={withLeads.map((day) => ({
          key: day.day,
          header: formatDay(day.day),
          cells: [...result.sources.map(({label}) => formatCount(day.bySource[label] ?? 0)), formatCount(day.total)],
        }))}
      />
    </Stack>
  )
}

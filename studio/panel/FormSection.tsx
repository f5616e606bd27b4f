import {Grid, Stack} from '@sanity/ui'
import {HorizontalBars} from '../metrics/charts'
import {FIELD_TITLES, formatCount, formatShare, STEP_TITLES} from '../metrics/format'
import {fieldErrorsOf, funnelOf, type PanelDay} from '../metrics/metrics'
import {DataTable, EmptyState, Note, Section, SERIES_COLOURS, Subheading} from '../metrics/parts'
import {sentVersusLeadsNote, type LeadsLeftOut} from './leads'

/**
 * «Formulario de contacto»: how far visitors get with the form, and which fields stop them; and why
 * its «Enviado» need not equal the leads counted above (`leads`: those counted and those left out).
 */
export function FormSection(props: {days: PanelDay[]; views: number; leads: {counted: number; leftOut: LeadsLeftOut}}) {
  const funnel = funnelOf(props.days)
  const errors = fieldErrorsOf(props.days)
  const seen = funnel[0]!.count
  const sent = funnel.find((row) => row.step === 'sent')!.count
  const anyError = errors.some((row) => row.count > 0)

  return (
    <Section
      id="panel-form"
      title="Formulario de contacto"
      intro={
        <Note>
          Todas las páginas juntas. «Visto»: el formulario apareció en pantalla; «Tocado»: se empezó a completar un
          campo; «Intentado»: se pulsó «Enviar»; «Enviado»: el sitio lo recibió; «Fallido»: el envío se intentó y no se
          completó. Cada paso, también como parte de los «Visto».
        </Note>
      }
    >
      {funnel.every((row) => row.count === 0) ? (
        <EmptyState>
          {props.views === 0
            ? 'Aún no hay visitas registradas en estos días. Cuando lleguen, aquí verás cuántos visitantes vieron el formulario de contacto, cuántos empezaron a completarlo, cuántos lo enviaron y en qué campos se detuvieron.'
            : 'Nadie vio el formulario de contacto en estos días. Cuando alguien lo vea, aquí verás cuántos empezaron a completarlo, cuántos lo enviaron y en qué campos se detuvieron.'}
        </EmptyState>
      ) : (
        <Stack gap={5}>
          <Stack gap={3}>
            <Subheading>Del formulario visto al enviado</Subheading>
            <Grid gridTemplateColumns={[1, 1, 1, 2]} gap={5}>
              <HorizontalBars
                label="Pasos del formulario"
                height={220}
                rows={funnel.map((row) => ({name: STEP_TITLES[row.step], count: row.count}))}
                series={[{key: 'count', name: 'Cantidad', colour: SERIES_COLOURS[0]!}]}
                categoryWidth={80}
              />
              <DataTable
                caption="Pasos del formulario en el período"
                columns={[{title: 'Paso'}, {title: 'Cantidad', numeric: true}, {title: 'De «Visto»', numeric: true}]}
                rows={funnel.map((row) => ({
                  key: row.step,
                  header: STEP_TITLES[row.step],
                  cells: [formatCount(row.count), formatShare(row.share)],
                }))}
              />
            </Grid>
            {seen === 0 && <Note>Sin «Visto» en estos días: las partes no se pueden calcular.</Note>}
            <div data-testid="panel-form-sent-vs-leads">
              <Note>{sentVersusLeadsNote(sent, props.leads.counted, props.leads.leftOut)}</Note>
            </div>
          </Stack>
          <Stack gap={3}>
            <Subheading>Errores por campo</Subheading>
            <Note>
              Cuántas veces el formulario señaló un campo mal completado al intentar enviarlo: el campo con más errores
              es el que más frena.
            </Note>
            {anyError ? (
              <Grid gridTemplateColumns={[1, 1, 1, 2]} gap={5}>
                <HorizontalBars
                  label="Errores por campo"
                  height={180}
                  rows={errors.map((row) => ({name: FIELD_TITLES[row.field], count: row.count}))}
                  series={[{key: 'count', name: 'Errores', colour: SERIES_COLOURS[5]!}]}
                  categoryWidth={140}
                />
                <DataTable
                  caption="Errores de validación por campo en el período"
                  columns={[{title: 'Campo'}, {title: 'Errores', numeric: true}]}
                  rows={errors.map((row) => ({
                    key: row.field,
                    header: FIELD_TITLES[row.field],
                    cells: [formatCount(row.count)],
                  }))}
                />
              </Grid>
            ) : (
              <EmptyState>Ningún campo mostró un error de validación en estos días.</EmptyState>
            )}
          </Stack>
        </Stack>
      )}
    </Section>
  )
}

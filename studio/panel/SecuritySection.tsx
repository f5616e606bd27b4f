import type {CspDirective} from '@habitum/content/metrics/day'
import {Stack} from '@sanity/ui'
import {formatCount, formatDay} from '../metrics/format'
import {cspViolationTotals, type PanelDay} from '../metrics/metrics'
import {DataTable, EmptyState, Note, Section} from '../metrics/parts'

/** What a report of each directive usually means, in an editor's words; the rest are rarer. */
const DIRECTIVE_MEANINGS: Partial<Record<CspDirective, string>> = {
  'script-src': 'Un script que el sitio no envió (insertado en la página o de otro sitio).',
  'script-src-elem': 'Un script que el sitio no envió (insertado en la página o de otro sitio).',
  'script-src-attr':
    'Código escrito dentro de un elemento de la página (lo que hace un botón al pulsarlo, por ejemplo).',
  'style-src': 'Un estilo de otro sitio.',
  'style-src-elem': 'Un estilo de otro sitio.',
  'img-src': 'Una imagen de otro sitio.',
  'font-src': 'Una tipografía de otro sitio.',
  'connect-src': 'Una conexión a otro sitio desde la página.',
  'frame-src': 'Otra página incrustada en la del sitio.',
  'frame-ancestors': 'Otro sitio intentó mostrar una página del sitio dentro de la suya.',
  'form-action': 'Un formulario que iba a enviarse a otro sitio.',
  'base-uri': 'Un cambio de la dirección base de la página.',
}
const OTHER_MEANING = 'Algo que la política no permite; el registro del servidor guarda el detalle.'

/**
 * «Bloqueos de seguridad»: what the visitors' browsers refused to run or load under the site's
 * Content-Security-Policy and reported (/api/csp-report), by directive.
 */
export function SecuritySection(props: {days: PanelDay[]}) {
  const totals = cspViolationTotals(props.days)
  return (
    <Section
      id="panel-security"
      title="Bloqueos de seguridad"
      intro={
        <Note>
          Cada página le dice al navegador qué puede ejecutar y cargar. Si algo más llega a la página (una extensión del
          navegador, una red que la modifica, un error del sitio), el navegador lo bloquea y avisa aquí. Unos pocos
          avisos sueltos suelen venir de extensiones; muchos, o uno nuevo después de un cambio en el sitio, conviene
          mostrárselos al equipo técnico.
        </Note>
      }
    >
      {totals.total === 0 ? (
        <EmptyState>
          Ningún navegador avisó de un bloqueo en estos días. Si alguno llega, aquí verás cuántos hubo y de qué tipo.
        </EmptyState>
      ) : (
        <Stack gap={4}>
          <Note>
            {formatCount(totals.total)} {totals.total === 1 ? 'aviso' : 'avisos'} en {totals.days.length}{' '}
            {totals.days.length === 1 ? 'día' : 'días'}; el último, el {formatDay(totals.days.at(-1)!)}.
          </Note>
          <DataTable
            caption="Bloqueos por regla de la política en el período"
            columns={[{title: 'Regla'}, {title: 'Qué bloqueó el navegador'}, {title: 'Avisos', numeric: true}]}
            rows={totals.rows.map(({directive, count}) => ({
              key: directive,
              header: directive,
              cells: [DIRECTIVE_MEANINGS[directive] ?? OTHER_MEANING, formatCount(count)],
            }))}
            footer={{key: 'total', header: 'Total', cells: ['', formatCount(totals.total)]}}
          />
        </Stack>
      )}
    </Section>
  )
}

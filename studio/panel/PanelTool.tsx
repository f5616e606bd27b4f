import {RefreshIcon} from '@sanity/icons/Refresh'
import {Box, Button, Card, Container, Flex, Heading, Select, Stack, Text} from '@sanity/ui'
import {useMemo} from 'react'
import {useKeptState} from '../leads/keptState'
import {DAYS_EXPLAINED} from '../metrics/explained'
import {FormSection} from './FormSection'
import {LeadsSection} from './LeadsSection'
import {totalViews} from '../metrics/metrics'
import {LoadError, PeriodStatus} from '../metrics/parts'
import {DEFAULT_PERIOD, PERIOD_LENGTHS, periodOf, utcDay, type PeriodLength} from '../metrics/period'
import {useMetricsQuery} from '../metrics/useMetricsQuery'
import {PANEL_PERSPECTIVE, PANEL_QUERY, panelParams, type PanelData} from './queries'
import {SecuritySection} from './SecuritySection'
import {SourcesSection} from './SourcesSection'
import {SpeedSection} from './SpeedSection'

/**
 * «Panel»: what the site's aggregate metrics and the leads say about a period the editor picks,
 * each section a chart and a table with the same numbers.
 */
export function PanelTool() {
  const [length, setLength] = useKeptState<PeriodLength>('panel.period', DEFAULT_PERIOD)
  const today = utcDay(new Date())
  // The same object while the days are the same: a new one (another length, or past midnight UTC) reads again.
  const period = useMemo(() => periodOf(length, new Date(`${today}T12:00:00Z`)), [length, today])
  const [state, refresh] = useMetricsQuery<PanelData, typeof period>(
    PANEL_QUERY,
    period,
    panelParams,
    PANEL_PERSPECTIVE,
  )
  const shown = state.shown
  const views = shown ? totalViews(shown.days) : 0

  return (
    <Card height="fill" overflow="auto" data-testid="panel-tool">
      <Container width={3} padding={4} sizing="border">
        <Stack gap={5} paddingY={2}>
          <Stack gap={4}>
            <Heading as="h1" size={2}>
              Panel
            </Heading>
            <Text size={1} muted>
              Cifras de conjunto del sitio, sin cookies y sin datos de personas: las visitas, el formulario de contacto,
              la velocidad y los bloqueos de seguridad, que el servidor suma por día, y las solicitudes recibidas.{' '}
              {DAYS_EXPLAINED}, y el período incluye hoy, aún en curso.
            </Text>
            <Flex gap={3} wrap="wrap" align="flex-end">
              <Stack gap={2} style={{minWidth: 220}}>
                <Text as="label" htmlFor="panel-period" size={1} weight="medium">
                  Período
                </Text>
                <Select
                  id="panel-period"
                  value={length}
                  onChange={(event) => setLength(Number(event.currentTarget.value) as PeriodLength)}
                >
                  {PERIOD_LENGTHS.map((days) => (
                    <option key={days} value={days}>
                      Últimos {days} días
                    </option>
                  ))}
                </Select>
              </Stack>
              <Box>
                <Button icon={RefreshIcon} text="Actualizar" mode="ghost" onClick={refresh} disabled={state.loading} />
              </Box>
            </Flex>
            <PeriodStatus testId="panel-period-status" loading={state.loading} period={period} shown={shown?.for} />
          </Stack>
          {state.error ? (
            <LoadError message={state.error} />
          ) : (
            shown && (
              // The last period's numbers stay while the next load, faded: the status above says which days they are.
              <Stack gap={5} aria-busy={state.loading} style={{opacity: state.loading ? 0.5 : 1}}>
                <LeadsSection leads={shown.leads} leftOut={shown.leftOut} period={shown.for} />
                <FormSection
                  days={shown.days}
                  views={views}
                  leads={{counted: shown.leads.length, leftOut: shown.leftOut}}
                />
                <SpeedSection days={shown.days} period={shown.for} />
                <SourcesSection days={shown.days} views={views} />
                <SecuritySection days={shown.days} />
              </Stack>
            )
          )}
        </Stack>
      </Container>
    </Card>
  )
}

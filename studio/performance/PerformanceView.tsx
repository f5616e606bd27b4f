import {RefreshIcon} from '@sanity/icons/Refresh'
import {LANGUAGE_TITLES, LANGUAGES, type Language} from '@habitum/content/languages'
import {DEVICES} from '@habitum/content/metrics/events'
import {Box, Button, Card, Container, Flex, Heading, Stack, Text} from '@sanity/ui'
import {useMemo} from 'react'
import type {SanityDocument} from 'sanity'
import {DailyBars, HorizontalBars} from '../metrics/charts'
import {DAYS_EXPLAINED, DEVICES_EXPLAINED, SPEED_FIGURE_EXPLAINED} from '../metrics/explained'
import {DEVICE_TITLES, formatCount, formatShare, STEP_TITLES, VITAL_NAMES, VITAL_TITLES} from '../metrics/format'
import {PANEL_VITALS} from '../metrics/metrics'
import {
  Columns,
  DataTable,
  EmptyState,
  LoadError,
  Note,
  PeriodStatus,
  Section,
  SERIES_COLOURS,
  SpeedTechnicalDetail,
  Subheading,
  ThresholdsNote,
  VitalCell,
} from '../metrics/parts'
import {periodOf, utcDay} from '../metrics/period'
import {useMetricsQuery} from '../metrics/useMetricsQuery'
import {pagePath, pagePerformance, PERFORMANCE_DAYS, type PagePerformance} from './pagePerformance'
import {PERFORMANCE_PERSPECTIVE, PERFORMANCE_QUERY, performanceParams, type PerformanceData} from './queries'
import {VitalBars} from './VitalBars'

/** Each language keeps its colour in every chart. */
const LANGUAGE_SERIES = LANGUAGES.map((language, index) => ({
  key: language,
  name: LANGUAGE_TITLES[language],
  colour: SERIES_COLOURS[index]!,
}))

/** Where visitors see the page in a language: «/alco y /es/alco», «/en/alco». */
const addressesIn = (path: string, language: Language) =>
  language === 'es' ? `${path} y /es${path === '/' ? '' : path}` : `/en${path === '/' ? '' : path}`

const slugOf = (document: Partial<SanityDocument> | null | undefined) => {
  const slug = document?.slug as {current?: unknown} | undefined
  return typeof slug?.current === 'string' ? slug.current : undefined
}

/**
 * «Rendimiento», a view of each page's edit screen: that page's last 30 days from the site's own
 * metrics, Spanish and English side by side, with «Panel»'s charts, tables and states. Counted by
 * the published address (the one visitors used); a page never published, by the one it has.
 */
export function PerformanceView(props: {
  document: {published: SanityDocument | null; displayed: Partial<SanityDocument>}
}) {
  const path = pagePath(props.document.published ? slugOf(props.document.published) : slugOf(props.document.displayed))
  const today = utcDay(new Date())
  // The same object while the page and the days are the same: another (past midnight UTC, 21:00 in Buenos Aires, or a renamed page) reads again.
  const pagePeriod = useMemo(
    () => ({path, period: periodOf(PERFORMANCE_DAYS, new Date(`${today}T12:00:00Z`))}),
    [path, today],
  )
  const [state, refresh] = useMetricsQuery<PerformanceData, typeof pagePeriod>(
    PERFORMANCE_QUERY,
    pagePeriod,
    performanceParams,
    PERFORMANCE_PERSPECTIVE,
  )
  const shown = state.shown
  const figures = shown && pagePerformance(shown.days, shown.leads, shown.for.path, shown.for.period.days)

  return (
    <Card height="fill" overflow="auto" data-testid="performance-view">
      <Container width={3} padding={4} sizing="border">
        <Stack gap={5} paddingY={2}>
          <Stack gap={4}>
            <Heading as="h1" size={2}>
              Rendimiento de {path}
            </Heading>
            <Text size={1} muted>
              Las cifras de esta página en los últimos {PERFORMANCE_DAYS} días, en español ({addressesIn(path, 'es')}) y
              en inglés ({addressesIn(path, 'en')}) lado a lado: las visitas, el formulario de contacto, las solicitudes
              que se enviaron desde ella y la velocidad para los visitantes, que el sitio suma por día sin cookies y sin
              datos de personas. {DAYS_EXPLAINED}, y los días incluyen hoy, aún en curso. Las cifras del sitio entero
              están en «Panel».
            </Text>
            <Flex gap={3} wrap="wrap" align="center">
              <Box>
                <Button icon={RefreshIcon} text="Actualizar" mode="ghost" onClick={refresh} disabled={state.loading} />
              </Box>
              <PeriodStatus
                testId="performance-period-status"
                loading={state.loading}
                period={pagePeriod.period}
                shown={shown?.for.period}
              />
            </Flex>
          </Stack>
          {state.error ? (
            <LoadError message={state.error} />
          ) : (
            figures &&
            (figures.empty ? (
              <EmptyState>
                Aún no hay visitas registradas de esta página en estos días. Cuando lleguen, aquí verás cuántas hubo en
                cada idioma, cuántos visitantes abrieron, empezaron y enviaron el formulario de contacto, cuántas
                solicitudes llegaron desde ella y qué tan rápido cargó y respondió.
              </EmptyState>
            ) : (
              // The last numbers stay while the next load, faded: the status above says which days they are.
              <Stack gap={5} aria-busy={state.loading} style={{opacity: state.loading ? 0.5 : 1}}>
                <ViewsSection figures={figures} />
                <FormSection figures={figures} />
                <LeadsSection figures={figures} />
                <SpeedSection figures={figures} />
              </Stack>
            ))
          )}
        </Stack>
      </Container>
    </Card>
  )
}

/** A column per language, after the rows' own header columns. */
const languageColumns = LANGUAGES.map((language) => ({title: LANGUAGE_TITLES[language], numeric: true}))

function ViewsSection({figures}: {figures: PagePerformance}) {
  const {byLanguage} = figures
  return (
    <Section
      id="performance-views"
      title="Visitas"
      intro={<Note>Cada día, las visitas de la página en cada idioma, una sobre otra.</Note>}
    >
      <Columns>
        <DailyBars
          label="Visitas por día y por idioma"
          height={240}
          rows={figures.daily}
          series={LANGUAGE_SERIES}
          stackId="views"
        />
        <DataTable
          caption="Visitas por idioma y dispositivo"
          columns={[{title: 'Dispositivo'}, ...languageColumns]}
          rows={DEVICES.map((device) => ({
            key: device,
            header: DEVICE_TITLES[device],
            cells: LANGUAGES.map((language) => formatCount(byLanguage[language].viewsByDevice[device])),
          }))}
          footer={{
            key: 'total',
            header: 'Total',
            cells: LANGUAGES.map((language) => formatCount(byLanguage[language].views)),
          }}
        />
      </Columns>
    </Section>
  )
}

function FormSection({figures}: {figures: PagePerformance}) {
  const {byLanguage} = figures
  const steps = byLanguage.es.funnel.map((row) => row.step)
  const seenNothing = LANGUAGES.every((language) => byLanguage[language].funnel.every((row) => row.count === 0))
  return (
    <Section
      id="performance-form"
      title="Formulario de contacto"
      intro={
        <Note>
          «Visto»: el formulario apareció en pantalla; «Tocado»: se empezó a completar un campo; «Enviado»: el sitio lo
          recibió. Cada paso, también como parte de los «Visto» de su idioma.
        </Note>
      }
    >
      {seenNothing ? (
        <EmptyState>
          Nadie vio el formulario de contacto en esta página en estos días. Si la página lo tiene, aquí verás cuántos lo
          abrieron, empezaron a completarlo y lo enviaron en cada idioma.
        </EmptyState>
      ) : (
        <Columns>
          <HorizontalBars
            label="Pasos del formulario por idioma"
            height={220}
            rows={steps.map((step, index) => ({
              name: STEP_TITLES[step],
              ...Object.fromEntries(LANGUAGES.map((language) => [language, byLanguage[language].funnel[index]!.count])),
            }))}
            series={LANGUAGE_SERIES}
            categoryWidth={80}
          />
          <DataTable
            caption="Pasos del formulario por idioma"
            columns={[{title: 'Paso'}, ...languageColumns]}
            rows={steps.map((step, index) => ({
              key: step,
              header: STEP_TITLES[step],
              cells: LANGUAGES.map((language) => {
                const row = byLanguage[language].funnel[index]!
                return (
                  <Stack key={language} gap={2}>
                    <Text size={1}>{formatCount(row.count)}</Text>
                    <Text size={0} muted>
                      {formatShare(row.share)} de «Visto»
                    </Text>
                  </Stack>
                )
              }),
            }))}
          />
        </Columns>
      )}
    </Section>
  )
}

function LeadsSection({figures}: {figures: PagePerformance}) {
  return (
    <Section
      id="performance-leads"
      title="Solicitudes desde esta página"
      intro={
        <Note>
          Las solicitudes de contacto enviadas con el formulario de esta página, sin las marcadas como spam ni las que
          parecían incluir datos de salud (como en «Panel»).
        </Note>
      }
    >
      <DataTable
        caption="Solicitudes recibidas por idioma"
        columns={[{title: ''}, ...languageColumns]}
        rows={[
          {
            key: 'leads',
            header: 'Solicitudes',
            cells: LANGUAGES.map((language) => formatCount(figures.byLanguage[language].leads)),
          },
        ]}
      />
    </Section>
  )
}

function SpeedSection({figures}: {figures: PagePerformance}) {
  const {byLanguage} = figures
  const measured = PANEL_VITALS.filter((vital) => LANGUAGES.some((language) => byLanguage[language].vitals[vital]))
  const devices = DEVICES.filter((device) =>
    LANGUAGES.some((language) => PANEL_VITALS.some((vital) => byLanguage[language].vitalsByDevice[device]?.[vital])),
  )
  return (
    <Section
      id="performance-speed"
      title="Velocidad para visitantes reales"
      intro={
        <Stack gap={3}>
          <Note>
            Lo que midieron los navegadores de los visitantes de esta página, en cada idioma: de todos los dispositivos
            juntos y de cada tipo ({DEVICES_EXPLAINED}). {SPEED_FIGURE_EXPLAINED} Se lee como en «Panel».
          </Note>
          <ThresholdsNote />
          <SpeedTechnicalDetail />
        </Stack>
      }
    >
      {measured.length === 0 ? (
        <EmptyState>
          Hay visitas, pero aún ningún navegador envió mediciones de velocidad de esta página en estos días: aquí verás
          su velocidad en cada idioma cuando lleguen.
        </EmptyState>
      ) : (
        <Stack gap={5}>
          <Columns>
            {measured.map((vital) => (
              <Stack key={vital} gap={3}>
                <Subheading>{VITAL_NAMES[vital]}</Subheading>
                <VitalBars
                  vital={vital}
                  bars={LANGUAGES.map((language) => ({
                    name: LANGUAGE_TITLES[language],
                    summary: byLanguage[language].vitals[vital],
                  }))}
                />
              </Stack>
            ))}
          </Columns>
          <DataTable
            caption="Velocidad por idioma y dispositivo"
            columns={[
              {title: 'Métrica'},
              {title: 'Dispositivo'},
              ...LANGUAGES.map((l) => ({title: LANGUAGE_TITLES[l]})),
            ]}
            rows={PANEL_VITALS.flatMap((vital) => [
              {
                key: `${vital} all`,
                header: [VITAL_TITLES[vital], 'Todos'],
                cells: LANGUAGES.map((language) => (
                  <VitalCell key={language} vital={vital} summary={byLanguage[language].vitals[vital]} />
                )),
              },
              ...devices.map((device) => ({
                key: `${vital} ${device}`,
                header: [VITAL_TITLES[vital], DEVICE_TITLES[device]],
                cells: LANGUAGES.map((language) => (
                  <VitalCell
                    key={language}
                    vital={vital}
                    summary={byLanguage[language].vitalsByDevice[device]?.[vital]}
                  />
                )),
              })),
            ])}
          />
        </Stack>
      )}
    </Section>
  )
}

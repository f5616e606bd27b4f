import {DownloadIcon} from '@sanity/icons/Download'
import {Box, Button, Card, Flex, Heading, Select, Stack, Text, TextInput} from '@sanity/ui'
import {useToast} from '@sanity/ui/toast'
import {useState, type FormEvent} from 'react'
import {useClient} from 'sanity'
import {companyTypeTitles, leadsCsv, type CsvLead} from '@habitum/content/leads/csv'
import {API_VERSION} from '../../schemas/apiVersion'
import {downloadText} from './download'
import {useKeptState} from './keptState'
import {
  COMPANY_TYPES_PERSPECTIVE,
  COMPANY_TYPES_QUERY,
  EXPORT_QUERY,
  exportParams,
  LEADS_PERSPECTIVE,
  STATUS_CHOICES,
  today,
  type StatusChoice,
} from './queries'

type CompanyType = {value?: string | null; label?: string | null}

/** «Exportar CSV»: the leads of a status and a range of days, as a file for a spreadsheet. */
export function ExportCsv() {
  const client = useClient({apiVersion: API_VERSION})
  const toast = useToast()
  const [status, setStatus] = useKeptState<StatusChoice>('export.status', 'inbox')
  const [from, setFrom] = useKeptState('export.from', '')
  const [to, setTo] = useKeptState('export.to', '')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const backwards = Boolean(from && to && from > to)

  async function download(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setDone(null)
    try {
      // The organisation types' labels as they are now: an editor may have renamed one since.
      const [leads, companyTypes] = await Promise.all([
        client.fetch<CsvLead[]>(EXPORT_QUERY, exportParams({status, from, to}), {perspective: LEADS_PERSPECTIVE}),
        client.fetch<CompanyType[]>(COMPANY_TYPES_QUERY, {}, {perspective: COMPANY_TYPES_PERSPECTIVE}),
      ])
      const fileName = `solicitudes-${today()}.csv`
      const csv = leadsCsv(leads, {companyTypes: companyTypeTitles(companyTypes)})
      downloadText(fileName, csv, 'text/csv;charset=utf-8')
      setDone(`${fileName}: ${leads.length} ${leads.length === 1 ? 'solicitud' : 'solicitudes'}`)
    } catch (error) {
      toast.push({status: 'error', title: 'No se pudo exportar', description: (error as Error).message})
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card padding={4} radius={2} shadow={1} as="section" aria-labelledby="leads-export-title">
      <form onSubmit={download}>
        <Stack gap={4}>
          <Heading as="h2" size={1} id="leads-export-title">
            Exportar CSV
          </Heading>
          <Text size={1} muted>
            Las solicitudes tal como se ven en el escritorio (con los cambios de estado y asignación aún sin publicar),
            de la más reciente a la más antigua, con los mismos nombres de campos y valores, y las fechas en hora de
            Buenos Aires. El archivo se abre con doble clic en Excel configurado para Argentina, cada dato en su columna
            y con los acentos bien; las celdas que empiezan como una fórmula van precedidas de un apóstrofo.
          </Text>
          <Flex gap={3} wrap="wrap" align="flex-end">
            <Stack gap={2} flex={1} style={{minWidth: 200}}>
              <Text as="label" htmlFor="leads-export-status" size={1} weight="medium">
                Estado
              </Text>
              <Select
                id="leads-export-status"
                value={status}
                onChange={(event) => setStatus(event.currentTarget.value as StatusChoice)}
              >
                {STATUS_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.title}
                  </option>
                ))}
              </Select>
            </Stack>
            <DayInput id="leads-export-from" label="Desde" value={from} max={to} onChange={setFrom} />
            <DayInput id="leads-export-to" label="Hasta" value={to} min={from} onChange={setTo} />
            <Box>
              <Button
                type="submit"
                icon={DownloadIcon}
                text="Descargar CSV"
                tone="primary"
                loading={busy}
                disabled={busy || backwards}
              />
            </Box>
          </Flex>
          {backwards && (
            <Text size={1} role="alert">
              «Desde» es posterior a «Hasta».
            </Text>
          )}
          <Text size={1} muted>
            Días completos, ambos incluidos, en la zona horaria de este equipo. Sin fechas: todas.
          </Text>
          {done && (
            <Text size={1} role="status">
              Descargado {done}.
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  )
}

/** A labelled day (YYYY-MM-DD, the browser's date picker), bounded by the other end of the range. */
function DayInput(props: {
  id: string
  label: string
  value: string
  min?: string
  max?: string
  onChange: (day: string) => void
}) {
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={props.id} size={1} weight="medium">
        {props.label}
      </Text>
      <TextInput
        id={props.id}
        type="date"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </Stack>
  )
}

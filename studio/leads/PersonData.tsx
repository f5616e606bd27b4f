import {DownloadIcon} from '@sanity/icons/Download'
import {SearchIcon} from '@sanity/icons/Search'
import {TrashIcon} from '@sanity/icons/Trash'
import {Box, Button, Card, Dialog, Flex, Heading, Stack, Text, TextInput} from '@sanity/ui'
import {useToast} from '@sanity/ui/toast'
import {useState, type FormEvent} from 'react'
import {useClient} from 'sanity'
import {normalizeAddress} from '@habitum/content/leads/erasure'
import {eraseContactRequests} from '@habitum/content/leads/sanityErasure'
import {API_VERSION} from '../../schemas/apiVersion'
import {CONTACT_STATUSES} from '@habitum/content/leads/statuses'
import {companyTypeTitle, useCompanyTypeTitles} from './companyTypes'
import {downloadText} from './download'
import {useKeptState} from './keptState'
import {personExport, type StoredLead} from './personExport'
import {LEADS_PERSPECTIVE, looksLikeAddress, PERSON_QUERY, personParams, today} from './queries'

const requests = (count: number) => `${count} ${count === 1 ? 'solicitud' : 'solicitudes'}`
const statusTitle = (status?: string) => CONTACT_STATUSES.find((option) => option.value === status)?.title ?? status
const when = (date?: string) =>
  date ? new Date(date).toLocaleString('es-AR', {dateStyle: 'short', timeStyle: 'short'}) : ''

type Found = {address: string; leads: StoredLead[]}

/** Why «Buscar» is off while the field holds something that is not an address: said under the field. */
const NOT_AN_ADDRESS = 'Escriba una dirección de e-mail completa, como ana@ejemplo.com'

/**
 * «Datos de una persona»: every request an address sent, to send them to the person (one JSON
 * file) or to erase them with an entry in the erasure log, in one transaction.
 */
export function PersonData() {
  const client = useClient({apiVersion: API_VERSION})
  const toast = useToast()
  const [input, setInput] = useKeptState('person.input', '')
  const [found, setFound] = useKeptState<Found | null>('person.found', null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [erased, setErased] = useKeptState<string | null>('person.erased', null)
  const invalid = input.trim() !== '' && !looksLikeAddress(input)
  const companyTypes = useCompanyTypeTitles()

  const find = async (address: string) =>
    setFound({
      address,
      leads: await client.fetch<StoredLead[]>(PERSON_QUERY, personParams(address), {perspective: LEADS_PERSPECTIVE}),
    })

  async function search(event: FormEvent) {
    event.preventDefault()
    if (!looksLikeAddress(input)) return
    setBusy(true)
    setErased(null)
    try {
      await find(normalizeAddress(input))
    } catch (error) {
      toast.push({status: 'error', title: 'No se pudo buscar', description: (error as Error).message})
    } finally {
      setBusy(false)
    }
  }

  function exportJson() {
    if (!found) return
    const data = personExport(found.address, found.leads)
    downloadText(`datos-${found.address}-${today()}.json`, `${JSON.stringify(data, null, 2)}\n`, 'application/json')
  }

  async function erase() {
    if (!found) return
    setBusy(true)
    try {
      const ids = found.leads.map((lead) => lead._id)
      await eraseContactRequests(client, [{address: found.address, ids}], 'request')
      setConfirming(false)
      setErased(
        `Se borraron ${requests(ids.length)} de ${found.address}. El «Registro de borrados» lo anota sin la dirección.`,
      )
      await find(found.address)
    } catch (error) {
      toast.push({status: 'error', title: 'No se pudo borrar: no se borró nada', description: (error as Error).message})
    } finally {
      setBusy(false)
    }
  }

  const count = found?.leads.length ?? 0
  return (
    <Card padding={4} radius={2} shadow={1} as="section" aria-labelledby="leads-person-title">
      <Stack gap={4}>
        <Heading as="h2" size={1} id="leads-person-title">
          Datos de una persona
        </Heading>
        <Text size={1} muted>
          Para atender un pedido de acceso o de borrado: todas las solicitudes enviadas desde una dirección (sin
          importar mayúsculas ni espacios), borradores incluidos.
        </Text>
        <form onSubmit={search}>
          <Flex gap={3} align="flex-end" wrap="wrap">
            <Stack gap={2} flex={1} style={{minWidth: 240}}>
              <Text as="label" htmlFor="leads-person-email" size={1} weight="medium">
                E-mail
              </Text>
              <TextInput
                id="leads-person-email"
                type="text"
                inputMode="email"
                autoComplete="off"
                value={input}
                customValidity={invalid ? NOT_AN_ADDRESS : undefined}
                aria-describedby={invalid ? 'leads-person-email-problem' : undefined}
                onChange={(event) => setInput(event.currentTarget.value)}
              />
            </Stack>
            <Box>
              <Button
                type="submit"
                icon={SearchIcon}
                text="Buscar"
                mode="ghost"
                disabled={busy || invalid || !input.trim()}
              />
            </Box>
          </Flex>
          {invalid && (
            <Card tone="critical" padding={2} radius={2} marginTop={2}>
              <Text id="leads-person-email-problem" size={1}>
                {NOT_AN_ADDRESS}
              </Text>
            </Card>
          )}
        </form>
        {erased && (
          <Card padding={3} radius={2} tone="positive">
            <Text size={1} role="status">
              {erased}
            </Text>
          </Card>
        )}
        {found && (
          <Stack gap={3} aria-label={`Solicitudes de ${found.address}`} role="region">
            <Text size={1} weight="medium" role="status">
              {count === 0 ? `No hay solicitudes de ${found.address}.` : `${requests(count)} de ${found.address}`}
            </Text>
            {found.leads.map((lead) => (
              <Card key={lead._id} padding={3} radius={2} border data-testid="person-lead">
                <Stack gap={2}>
                  <Text size={1} weight="medium">
                    {lead.name} &lt;{lead.email}&gt;
                  </Text>
                  <Text size={1} muted>
                    {[
                      when(lead.receivedAt),
                      companyTypeTitle(lead.category, companyTypes),
                      statusTitle(lead.status),
                      lead.assignedTo && `→ ${lead.assignedTo}`,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text size={1} textOverflow="ellipsis">
                    {lead.message}
                  </Text>
                </Stack>
              </Card>
            ))}
            {count > 0 && (
              <Flex gap={3} wrap="wrap">
                <Button
                  icon={DownloadIcon}
                  text="Descargar los datos de esta persona"
                  mode="ghost"
                  onClick={exportJson}
                  disabled={busy}
                />
                <Button
                  icon={TrashIcon}
                  text={`Borrar ${requests(count)}`}
                  tone="critical"
                  onClick={() => setConfirming(true)}
                  disabled={busy}
                />
              </Flex>
            )}
          </Stack>
        )}
      </Stack>
      {confirming && found && (
        <Dialog
          id="leads-erase-confirm"
          header="Borrar los datos de una persona"
          onClose={() => setConfirming(false)}
          width={1}
          footer={
            <Flex gap={2} justify="flex-end" padding={3}>
              <Button text="Cancelar" mode="bleed" onClick={() => setConfirming(false)} disabled={busy} />
              <Button text="Borrar" tone="critical" icon={TrashIcon} onClick={erase} loading={busy} />
            </Flex>
          }
        >
          <Box padding={4}>
            <Stack gap={3}>
              <Text>
                Se borrarán {requests(count)} de {found.address}. No se puede deshacer.
              </Text>
              <Text size={1} muted>
                Las solicitudes se borran con sus cambios sin publicar, y dejan de estar en el Studio, sus listas y sus
                exportaciones. En «Registro de borrados» queda una entrada con la fecha y la cantidad, sin la dirección.
                Sanity, el servicio donde se guardan, conserva una copia en su historial durante el plazo de su plan y
                después la elimina para siempre: dígaselo a la persona al confirmarle el borrado.
              </Text>
            </Stack>
          </Box>
        </Dialog>
      )}
    </Card>
  )
}

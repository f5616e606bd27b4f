import {Card, Container, Stack} from '@sanity/ui'
import {ExportCsv} from './ExportCsv'
import {PersonData} from './PersonData'

/** The leads tool's page: the CSV export for the team, and one person's data on request. */
export function LeadsTool() {
  return (
    <Card height="fill" overflow="auto">
      <Container width={2} padding={4} sizing="border">
        <Stack gap={5} paddingY={2}>
          <ExportCsv />
          <PersonData />
        </Stack>
      </Container>
    </Card>
  )
}

import {Card, Checkbox, Flex, Stack, Text} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {set, unset, useClient, useProjectId, type ArrayOfPrimitivesInputProps, type InputProps} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'

type Member = {id: string; name: string}
type Profile = {id: string; displayName?: string}

/**
 * The project's members (people, not robot tokens), by name: from the project (on Sanity's global
 * API host, as the Studio's own member lists) and each one's public profile.
 */
function useProjectMembers(): Member[] | null {
  const client = useClient({apiVersion: API_VERSION})
  const projectId = useProjectId()
  const [members, setMembers] = useState<Member[] | null>(null)
  useEffect(() => {
    let current = true
    const load = async () => {
      const project = await client
        .withConfig({useProjectHostname: false})
        .request<{members: Array<{id: string; isRobot?: boolean}>}>({uri: `/projects/${projectId}`})
      const ids = project.members.filter((member) => !member.isRobot).map((member) => member.id)
      const profiles = ids.length ? await client.request<Profile | Profile[]>({uri: `/users/${ids.join(',')}`}) : []
      return (Array.isArray(profiles) ? profiles : [profiles]).map((profile) => ({
        id: profile.id,
        name: profile.displayName ?? profile.id,
      }))
    }
    load()
      .then((loaded) => current && setMembers(loaded))
      .catch((error: unknown) => {
        console.warn('[review] the project members could not be listed', error)
        if (current) setMembers([])
      })
    return () => {
      current = false
    }
  }, [client, projectId])
  return members
}

/** A reviewer list of «Ajustes del sitio»: the project's members, each a checkbox by name. */
function ReviewerPicker(props: ArrayOfPrimitivesInputProps) {
  const members = useProjectMembers()
  const chosen = (props.value ?? []) as string[]
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((candidate) => candidate !== id)
    props.onChange(next.length ? set(next) : unset())
  }
  if (!members) return <Text size={1}>Cargando los usuarios del proyecto…</Text>
  const gone = chosen.filter((id) => !members.some((member) => member.id === id))
  return (
    <Card padding={3} radius={2} border role="group" aria-label={props.schemaType.title}>
      <Stack gap={3}>
        {[...members, ...gone.map((id) => ({id, name: `${id} (ya no es usuario del proyecto)`}))].map(({id, name}) => (
          <Flex key={id} align="center" gap={2} as="label">
            <Checkbox
              checked={chosen.includes(id)}
              readOnly={props.readOnly}
              onChange={(event) => toggle(id, event.currentTarget.checked)}
            />
            <Text size={1}>{name}</Text>
          </Flex>
        ))}
      </Stack>
    </Card>
  )
}

const REVIEWER_LIST = /^(health|legal)Reviewers$/

/** The settings' reviewer lists (`review.healthReviewers`, `review.legalReviewers`) as member pickers. */
export function isReviewerList(props: InputProps): props is ArrayOfPrimitivesInputProps {
  return props.path.length === 2 && props.path[0] === 'review' && REVIEWER_LIST.test(String(props.path[1]))
}

export {ReviewerPicker}

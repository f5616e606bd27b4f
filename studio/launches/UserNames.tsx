import {useUser} from 'sanity'

/** A Studio member by name: «…» while it loads, never the member's id. */
function UserName({id}: {id: string}) {
  const [user, loading] = useUser(id)
  return <strong>{user?.displayName ?? (loading ? '…' : 'un miembro que ya no está en el proyecto')}</strong>
}

/** Members by name: «Rita Revisora», «Rita Revisora y Ana Autora». */
export function UserNames({ids}: {ids: readonly string[]}) {
  return ids.map((id, index) => (
    <span key={id}>
      {index === 0 ? '' : index === ids.length - 1 ? ' y ' : ', '}
      <UserName id={id} />
    </span>
  ))
}

import {TransferIcon} from '@sanity/icons/Transfer'
import {useState} from 'react'
import {useClient, useDocumentOperation, type DocumentActionComponent, type SanityClient} from 'sanity'
import {API_VERSION} from '../schemas/apiVersion'
import {useReviewedPublish} from './review/publish'

type Slugged = {slug?: {current?: string}}

/**
 * When an editor changes a published page's address, the Studio offers to publish it with a
 * redirect from the old address to the new one (308, for /old, /es/old and /en/old), so links
 * and search results that point to the old one keep working. Redirects that pointed to the old
 * address are pointed to the new one (no chains), and one from the new address, now a live
 * page again, is removed. Publishing without a redirect stays in the menu.
 */
export const publishWithRedirect: DocumentActionComponent = (props) => {
  const client = useClient({apiVersion: API_VERSION})
  const {publish} = useDocumentOperation(props.id, props.type)
  const review = useReviewedPublish(props)
  const [confirming, setConfirming] = useState(false)
  const before = (props.published as Slugged | null)?.slug?.current
  const after = (props.draft as Slugged | null)?.slug?.current
  if (!before || !after || before === after) return null
  // Under the review rule, only an approved draft is published (Publish says what is missing).
  if (review.ruleApplies && review.blocker) return null
  const [from, to] = [`/${before}`, `/${after}`]
  return {
    label: 'Publicar y redirigir la dirección anterior',
    title: `Publica la página en ${to} y redirige ${from} hacia allí`,
    icon: TransferIcon,
    tone: 'positive',
    disabled: Boolean(publish.disabled),
    onHandle: () => setConfirming(true),
    dialog: confirming && {
      type: 'confirm',
      tone: 'positive',
      message: `La página pasa de ${from} a ${to}. Al publicarla, ${from} (y /es${from}, /en${from}) redirigirá a ${to} de forma permanente, para que los enlaces viejos sigan funcionando.`,
      onCancel: () => setConfirming(false),
      onConfirm: async () => {
        await redirectAddress(client, from, to)
        if (review.ruleApplies) await review.publishReviewed()
        else publish.execute()
        setConfirming(false)
      },
    },
  }
}
publishWithRedirect.displayName = 'PublishWithRedirect'

/** One transaction: the new redirect, the ones that led to `from` now leading to `to`, none from `to`. */
async function redirectAddress(client: SanityClient, from: string, to: string) {
  const {leadingToFrom, fromTo} = await client.fetch<{leadingToFrom: string[]; fromTo: string[]}>(
    `{
      "leadingToFrom": *[_type == "redirect" && to == $from && !(_id in path("drafts.**"))]._id,
      "fromTo": *[_type == "redirect" && from == $to]._id
    }`,
    {from, to},
  )
  const transaction = client.transaction().create({
    _type: 'redirect',
    from,
    to,
    permanent: true,
    note: 'Creada al cambiar la dirección de la página',
  })
  for (const id of leadingToFrom) transaction.patch(id, (patch) => patch.set({to}))
  for (const id of fromTo) transaction.delete(id)
  await transaction.commit()
}

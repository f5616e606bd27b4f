import {at, defineMigration, patch, unset} from 'sanity/migrate'

type WithShareImage = {seo?: {image?: {asset?: {_ref?: string}}}}

/** The share image's file, by its asset's id. */
const shareImageOf = (document: WithShareImage | null | undefined) => document?.seo?.image?.asset?._ref

/**
 * Each page without a share image of its own now gets a card drawn for it, in its language (issue
 * 45, 2026-11-27: web/app/share-cards): the site settings' image is no longer every page's. A page
 * whose «Imagen para compartir» is the settings' own image never had an image of its own, only a
 * copy of the default, drawn in Spanish: its English page showed a Spanish card in every chat. The
 * copy is removed, so the page gets its cards; an image an editor chose for the page stays.
 *
 * Drafts alike. Each patch is tied to the revision read; a second run finds nothing to do.
 */
export default defineMigration({
  title: "Pages drop a share image that only repeats the site settings': they get a card drawn in each language",
  documentTypes: ['page'],
  migrate: {
    async document(document, context) {
      const image = shareImageOf(document as WithShareImage)
      if (!image) return []
      const settings = await context.client.fetch<WithShareImage | null>(
        '*[_id in ["siteSettings", "drafts.siteSettings"]] | order(_id desc)[0]{seo}',
      )
      if (image !== shareImageOf(settings)) return []
      return patch(document._id, [at(['seo', 'image'], unset())], {ifRevision: document._rev})
    },
  },
})

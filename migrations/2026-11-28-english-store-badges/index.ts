import {createClient} from '@sanity/client'
import {at, defineMigration, patch, set, type MigrationContext, type NodePatch} from 'sanity/migrate'
import {BADGES, badgeAssetId, badgeFile, type Badge} from './badges'

type Image = {asset?: {_ref?: string}}

/**
 * The English file of a badge as an asset of the dataset: uploaded once per run (the same bytes are
 * one asset, so a run after a failed one finds it), or in a dry run only named.
 */
function englishAssets(context: MigrationContext) {
  const found = new Map<Badge, Promise<string>>()
  // The migration's own client may only read: this one, made with its settings, uploads.
  const uploader = () => createClient({...context.client.config(), useCdn: false})
  return (badge: Badge) => {
    let asset = found.get(badge)
    if (!asset) {
      asset = context.dryRun
        ? Promise.resolve(badgeAssetId(badge))
        : uploader()
            .assets.upload('image', badgeFile(badge), {filename: badge.englishFile, contentType: 'image/svg+xml'})
            .then((document) => document._id)
      found.set(badge, asset)
    }
    return asset
  }
}

/**
 * The store badges are images of words, and the English pages showed the Spanish ones («Disponible
 * en App Store»): issue 52, 2026-11-28. The model has had an English image beside each badge since
 * 3473ff2 («Insignia de App Store en inglés», optional; the English page shows it when it has a
 * file), but no dataset had one. This adds the English badges drawn for the site, and keeps the
 * Spanish ones as they are.
 *
 * Only beside the site's own Spanish badges (the files the first snapshot came with, ./badges.ts):
 * a badge an editor replaced is the editor's, and no migration can draw its English; the English
 * page keeps showing it, marked as Spanish. An English badge already chosen is kept. Drafts alike.
 * The files are uploaded as the Studio uploads an image (an image asset; in a dry run, only named);
 * each patch is tied to the revision read; a second run finds nothing to do and uploads nothing.
 */
export default defineMigration({
  title: 'Store badges get their English version («Download on the App Store», «GET IT ON Google Play»)',
  documentTypes: ['siteSettings'],
  async *migrate(documents, context) {
    const englishAsset = englishAssets(context)
    for await (const settings of documents()) {
      const patches: NodePatch[] = []
      for (const badge of BADGES) {
        const spanish = settings[badge.field] as Image | undefined
        const english = settings[`${badge.field}En`] as Image | undefined
        if (spanish?.asset?._ref !== badge.spanishAsset || english?.asset?._ref) continue
        const _ref = await englishAsset(badge)
        patches.push(at(`${badge.field}En`, set({_type: 'image', asset: {_type: 'reference', _ref}})))
      }
      if (patches.length > 0) yield patch(settings._id, patches, {ifRevision: settings._rev})
    }
  },
})

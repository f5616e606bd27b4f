import type {MetadataRoute} from 'next'
import {getServerConfig} from '@/lib/config'
import {getLegalSlugs, getPageSlugs} from '@/lib/content'
import {languageUrls} from '@/lib/seo'

/** Every page in both languages, from the content: a new page in the Studio appears here. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const {siteUrl} = getServerConfig()
  const paths = [
    '/',
    ...(await getPageSlugs()).map((slug) => `/${slug}`),
    ...(await getLegalSlugs()).map((slug) => `/legal/${slug}`),
  ]
  return paths.flatMap((path) => {
    const urls = languageUrls(path)
    const languages = {es: `${siteUrl}${urls.es}`, en: `${siteUrl}${urls.en}`}
    return (['es', 'en'] as const).map((lang) => ({
      url: languages[lang],
      alternates: {languages},
      priority: path === '/' ? 1 : path.startsWith('/legal') ? 0.3 : 0.8,
    }))
  })
}

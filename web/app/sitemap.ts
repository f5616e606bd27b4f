import type {MetadataRoute} from 'next'
import {getServerConfig} from '@/lib/config'
import {getLegalSlugs, getShownPageSlugs} from '@/lib/content'
import {todayInBuenosAires} from '@/lib/content/legal'
import {languageUrls} from '@/lib/seo'

/**
 * Made again at most a minute after it is asked for: a page leaves it on its end date, a day no
 * publish announces (a publish regenerates it at once).
 */
export const revalidate = 60

/**
 * Every page shown today in both languages, from the content: a new page in the Studio appears
 * here, one past its end date no longer does.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const {siteUrl} = getServerConfig()
  const paths = [
    '/',
    ...(await getShownPageSlugs(todayInBuenosAires())).map((slug) => `/${slug}`),
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

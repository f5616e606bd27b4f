import type {MetadataRoute} from 'next'
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
 * here, one past its end date no longer does. Each address is the page's canonical URL, the very
 * string its head declares (web/lib/seo.ts), with its alternates in each language and x-default.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = [
    '/',
    ...(await getShownPageSlugs(todayInBuenosAires())).map((slug) => `/${slug}`),
    ...(await getLegalSlugs()).map((slug) => `/legal/${slug}`),
  ]
  return paths.flatMap((path) => {
    const languages = languageUrls(path)
    return (['es', 'en'] as const).map((lang) => ({
      url: languages[lang],
      alternates: {languages},
      priority: path === '/' ? 1 : path.startsWith('/legal') ? 0.3 : 0.8,
    }))
  })
}

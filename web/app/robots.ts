import type {MetadataRoute} from 'next'
import {getServerConfig} from '@/lib/config'

export default function robots(): MetadataRoute.Robots {
  const {siteUrl} = getServerConfig()
  return {rules: [{userAgent: '*', allow: '/', disallow: ['/api/']}], sitemap: `${siteUrl}/sitemap.xml`}
}

import {getServerConfig} from '@/lib/config'

/**
 * robots.txt: everything but the API may be crawled; where the sitemap is; and, in a comment (a
 * file of its own has no standard link yet), where /llms.txt is, the site's index for AI
 * assistants (docs/architecture.md, «Markdown copies and llms.txt»). Next's metadata file
 * (robots.ts) writes no comments, hence a route.
 */
export const dynamic = 'force-static'

export function GET() {
  const siteUrl = getServerConfig().siteUrl.replace(/\/+$/, '')
  const lines = [
    `# Para asistentes de IA / For AI assistants: ${siteUrl}/llms.txt`,
    'User-Agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
  ]
  return new Response(`${lines.join('\n')}\n`, {headers: {'Content-Type': 'text/plain; charset=utf-8'}})
}

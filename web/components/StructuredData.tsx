import {jsonLd} from '@/lib/seo'

/** Structured data for search engines (schema.org), inlined as JSON-LD. */
export function StructuredData({data}: {data: object}) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: jsonLd(data)}} />
}

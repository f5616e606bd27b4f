/** @jest-environment node */
import {fromContent} from '../support/content'
import {GET} from '../../web/app/llms.txt/route'

/** /llms.txt against the bundled content (llmstxt.org's form). */
describe('llms.txt', () => {
  let text: string
  beforeAll(async () => {
    const response = await GET()
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    text = await response.text()
  })

  it("has the brand as its title and the site's description as its summary", async () => {
    const settings = await fromContent<{brandName: string; description: string}>(
      '*[_id == "siteSettings"][0]{brandName, "description": description.es}',
    )
    expect(text.startsWith(`# ${settings.brandName}\n\n> ${settings.description.trim()}\n\n## `)).toBe(true)
  })

  it('lists every page shown today in both languages, each with its Markdown copy, and legal documents in force', async () => {
    const pages = await fromContent<Array<{slug: string; es: string; en: string}>>(
      `*[_type == "page" && (!defined(endDate) || endDate > now())]{
        "slug": coalesce(slug.current, ""),
        "es": coalesce(seo.title.es, title.es),
        "en": coalesce(seo.title.en, title.en, seo.title.es, title.es)
      }`,
    )
    expect(pages.length).toBeGreaterThan(1)
    const origin = String.raw`https?://[^/]+`
    for (const page of pages) {
      const file = page.slug || 'index'
      expect(text).toMatch(new RegExp(`\\n- \\[${escape(page.es)}\\]\\(${origin}/${file}\\.md\\)`))
      expect(text).toMatch(new RegExp(`\\n- \\[${escape(page.en)}\\]\\(${origin}/en/${file}\\.md\\)`))
    }
    const legal = await fromContent<Array<{slug: string; es: string; en: string}>>(
      '*[_type == "legalDocument"]{"slug": slug.current, "es": title.es, "en": coalesce(title.en, title.es)}',
    )
    for (const document of legal) {
      expect(text).toMatch(
        new RegExp(`\\n- \\[${escape(document.es)}\\]\\(${origin}/legal/${document.slug}\\.md\\): En vigor desde: `),
      )
      expect(text).toMatch(
        new RegExp(`\\n- \\[${escape(document.en)}\\]\\(${origin}/en/legal/${document.slug}\\.md\\): In force since: `),
      )
    }
    expect(text).toContain('\n## Páginas en español\n')
    expect(text).toContain('\n## Pages in English\n')
  })

  it('lists no page that is not indexed: no earlier revision, no comparison, no draft', async () => {
    expect(text).not.toMatch(/\/legal\/[^/)]+\/\d{4}-/)
    expect(text).not.toContain('comparar')
    // page-empresas exists only as a draft in the snapshot.
    expect(text).not.toContain('empresas')
  })
})

/** A title inside a pattern, with the escapes Markdown gives it (a ":" stays, brackets are escaped). */
const escape = (title: string) =>
  title.replace(/[\\[\]()*_]/g, (character) => `\\\\?\\${character}`).replace(/[.+?^${}|]/g, '\\$&')

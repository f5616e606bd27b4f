/** @jest-environment node */
import {fromContent, legalHeadings, sectionHeadings} from '../support/content'
import {GET} from '../../web/app/[locale]/%5Fmarkdown/[[...path]]/route'

/**
 * Each public page's Markdown copy, in both languages, from the bundled snapshot: held to a
 * snapshot of its own (a change of a section's markdown.ts shows in review), and to the content.
 */
const copy = async (locale: string, path: string[]) => {
  const response = await GET(new Request('http://localhost/'), {params: Promise.resolve({locale, path})})
  return {status: response.status, type: response.headers.get('content-type'), text: await response.text(), response}
}

const PAGES = [[], ['alco'], ['legal', 'terms-of-use'], ['legal', 'privacy-policy']]

describe.each(['_', 'en'])('the Markdown copy of each page (locale segment %s)', (locale) => {
  it.each(PAGES.map((path) => [path.join('/') || '(home)', path]))('%s', async (_name, path) => {
    const {status, type, text, response} = await copy(locale, path as string[])
    expect(status).toBe(200)
    expect(type).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('vary')).toBe('Accept')
    expect(text).toMatchSnapshot()
  })
})

describe('what a copy holds, against the content', () => {
  it('the home page in English: its title, every section heading, the FAQ as questions and answers, absolute links', async () => {
    const {text} = await copy('en', [])
    expect(text.startsWith('# ')).toBe(true)
    for (const heading of await sectionHeadings('', 'en')) expect(text).toContain(`## ${heading}\n`)
    const faq = await fromContent<Array<{question: string; answer: string}>>(
      `*[_type == "page" && !defined(slug)][0].sections[_type == "faq"][0].items[]->{
        "question": coalesce(question.en, question.es),
        "answer": pt::text(coalesce(answer.en, answer.es)[0])
      }`,
    )
    expect(faq.length).toBeGreaterThan(0)
    for (const {question, answer} of faq) {
      expect(text).toContain(`### ${question}\n\n`)
      expect(text.replace(/[\\*_]/g, '')).toContain(answer.slice(0, 30))
    }
    // Every link and image is absolute: a reader of the copy has no page to resolve a path against.
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)/g)) expect(target).toMatch(/^(https?:|mailto:|tel:)/)
    // Images are described; the decorative ones are not there at all.
    expect(text).toMatch(/!\[[^\]]+\]\(http/)
    expect(text).not.toMatch(/!\[\]\(/)
  })

  it("a legal text: its title, its revision's dates, its headings and lists, the note that the English page reads the Spanish text", async () => {
    const {text} = await copy('en', ['legal', 'privacy-policy'])
    expect(text).toMatch(/^# .+\n\nLast updated: .+ · In force since: .+\n\nThis document is published in Spanish/)
    for (const heading of await legalHeadings('privacy-policy', 'en')) expect(text).toContain(`\n## ${heading}\n`)
    expect(text).toMatch(/\n- /)
  })

  it('no copy of a page that does not exist, or of a path that names none', async () => {
    for (const path of [
      ['no-such-page'],
      ['alco', 'extra'],
      ['legal', 'no-such-document'],
      ['legal'],
      ['alco\u0000'],
    ]) {
      expect((await copy('_', path)).status).toBe(404)
    }
    expect((await copy('fr', [])).status).toBe(404)
  })
})

/** The words a copy's closing part says, as the site writes them (web/lib/markdown/closing.ts). */
const CLOSING = {
  es: {
    contact: 'Contacto',
    legal: 'Documentos legales',
    phone: 'Teléfono',
    info: 'Información',
    support: 'Soporte',
    address: 'Dirección',
    earlier: 'Versiones anteriores',
    revision: 'Versión en vigor desde el',
  },
  en: {
    contact: 'Contact',
    legal: 'Legal documents',
    phone: 'Phone',
    info: 'Information',
    support: 'Support',
    address: 'Address',
    earlier: 'Earlier versions',
    revision: 'Version in force from',
  },
} as const

/** A URL of the site in a copy: the origin the tests' server runs with, then the path. */
const ORIGIN = String.raw`https?://[^/)\s]+`
const unescaped = (text: string) => text.replace(/\\(?=[^\s\w])/g, '')

describe('how every copy ends: how to reach the company, the legal documents, and a legal text its earlier versions', () => {
  const today = new Date().toISOString().slice(0, 10)

  it.each(
    ['_', 'es', 'en'].flatMap((locale) => PAGES.map((path) => [locale, path.join('/') || '(home)', path] as const)),
  )('locale segment %s, %s', async (locale, _name, path) => {
    const lang = locale === 'en' ? 'en' : 'es'
    const words = CLOSING[lang]
    const {text} = await copy(locale, [...path])
    const settings = await fromContent<{phone: string; info: string; support: string; address: string}>(
      `*[_id == "siteSettings"][0]{phone, "info": infoEmail, "support": supportEmail, "address": coalesce(address[$lang], address.es)}`,
      {lang},
    )
    const legal = await fromContent<Array<{slug: string; title: string}>>(
      `*[_type == "legalDocument" && count(revisions[inForce <= $today]) > 0] | order(slug.current asc){
        "slug": slug.current, "title": coalesce(title[$lang], title.es)
      }`,
      {lang, today},
    )
    expect(legal.length).toBeGreaterThan(1)
    // The contact part, then the legal documents: the copy's last lines.
    const closing = unescaped(text.slice(text.lastIndexOf(`\n## ${words.contact}\n`)))
    const prefix = lang === 'en' ? '/en' : ''
    const expected = [
      `## ${words.contact}`,
      '',
      `- **${words.phone}**: ${settings.phone}`,
      `- **${words.info}**: ${settings.info}`,
      `- **${words.support}**: ${settings.support}`,
      `- **${words.address}**: ${settings.address}`,
      '',
      `## ${words.legal}`,
      '',
      // Each at its canonical address in the copy's language: /es/ copies link the unprefixed ones.
      ...legal.map(({slug, title}) => `- [${title}](ORIGIN${prefix}/legal/${slug})`),
      '',
    ].join('\n')
    expect(closing.replace(new RegExp(ORIGIN, 'g'), 'ORIGIN')).toBe(`\n${expected}`)
  })

  it.each(['_', 'es', 'en'])(
    'a legal text links its earlier versions at their own addresses, before the closing part (locale segment %s)',
    async (locale) => {
      const lang = locale === 'en' ? 'en' : 'es'
      const words = CLOSING[lang]
      const prefix = lang === 'en' ? '/en' : ''
      for (const slug of ['privacy-policy', 'terms-of-use']) {
        const {text} = await copy(locale, ['legal', slug])
        const inForce = await fromContent<string[]>(
          `*[_type == "legalDocument" && slug.current == $slug][0].revisions[inForce <= $today].inForce`,
          {slug, today},
        )
        // Those before the one in force, newest first.
        const earlier = inForce.sort().reverse().slice(1)
        if (slug === 'privacy-policy') expect(earlier.length).toBeGreaterThan(0)
        if (earlier.length === 0) {
          expect(text).not.toContain(`## ${words.earlier}`)
          continue
        }
        const part = text.slice(text.indexOf(`\n## ${words.earlier}\n`), text.lastIndexOf(`\n## ${words.contact}\n`))
        const links = [
          ...part.matchAll(new RegExp(String.raw`\n- \[${words.revision} ([^\]]+)\]\((${ORIGIN})([^)]+)\)`, 'g')),
        ]
        expect(links.map((link) => link[3])).toEqual(earlier.map((date) => `${prefix}/legal/${slug}/${date}`))
        // Named by their dates in words, as the page names them.
        for (const link of links) expect(link[1]).toMatch(/\d{4}$/)
      }
    },
  )
})

describe("a copy names its page's canonical URL, the very one the page's head declares", () => {
  it.each([
    ['_', [], ''],
    ['es', [], ''],
    ['en', [], '/en/'],
    ['_', ['alco'], '/alco'],
    ['es', ['alco'], '/alco'],
    ['en', ['alco'], '/en/alco'],
    ['es', ['legal', 'privacy-policy'], '/legal/privacy-policy'],
    ['en', ['legal', 'privacy-policy'], '/en/legal/privacy-policy'],
  ])('locale segment %s, %o → %s', async (locale, path, canonical) => {
    const {response} = await copy(locale, path as string[])
    // The home page is the bare origin, as Next writes it in the page's <link rel="canonical">.
    expect(response.headers.get('link')).toMatch(new RegExp(`^<${ORIGIN}${canonical}>; rel="canonical"$`))
  })
})

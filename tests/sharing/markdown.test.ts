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

/** A URL of the site in a copy: the origin the tests' server runs with, then the path. */
const ORIGIN = String.raw`https?://[^/)\s]+`

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

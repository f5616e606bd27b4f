/** @jest-environment node */
import {describesForSearch} from '../../schemas/validation/searchFit'
import {fromContent} from '../support/content'

/** The legal documents' descriptions for search engines («Buscadores» › «Descripción»). */
describe('a legal document’s description for search engines', () => {
  it('every legal document of the content has one in both languages, whole within what a result shows', async () => {
    const documents = await fromContent<Array<{slug: string; description?: {es?: string; en?: string}}>>(
      '*[_type == "legalDocument"]{"slug": slug.current, description}',
    )
    expect(documents.length).toBeGreaterThan(1)
    for (const {slug, description} of documents) {
      expect([slug, describesForSearch(description)]).toEqual([slug, true])
      expect([slug, Boolean(description?.en?.trim())]).toEqual([slug, true])
    }
  })

  it('warns without Spanish (the site shows its general description), and over 160 characters in either language', () => {
    expect(describesForSearch(undefined)).toMatch(/^Escriba la descripción en español/)
    expect(describesForSearch({en: 'Only English.'})).toMatch(/^Escriba la descripción en español/)
    expect(describesForSearch({es: 'x'.repeat(160), en: 'y'.repeat(160)})).toBe(true)
    expect(describesForSearch({es: 'x'.repeat(161)})).toBe(
      'La descripción en español tiene 161 caracteres, más de los 160 caracteres que muestran los buscadores: el final no se verá.',
    )
    expect(describesForSearch({es: 'Corta.', en: 'y'.repeat(200)})).toMatch(/^La descripción en inglés tiene 200 caracteres/)
  })
})

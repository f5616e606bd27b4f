import {render, screen, within} from '@testing-library/react'
import type {SiteSettings} from '@/lib/content'
import {getDictionary} from '@/lib/i18n/dictionary'
import type {PageContent} from './page'
import {Sections} from './Sections'
import type {SiteContext} from './types'

const settings = {
  brandName: 'Habitum',
  phone: '+54 11 5555-0100',
  infoEmail: 'info@habitum.example',
  supportEmail: 'soporte@habitum.example',
  address: 'Av. Ejemplo 1234',
} as SiteSettings

const site: SiteContext = {
  locale: {lang: 'en', prefixed: true},
  settings,
  dictionary: getDictionary('en'),
  contactForm: {
    endpoint: '/api/contact',
    notice: [],
    rightsNotice: [],
    noticeVersion: '0123456789abcdef',
  },
}

function page(sections: unknown[]): PageContent {
  return {
    _id: 'page-test',
    slug: '',
    title: 'Test',
    seo: {title: null, description: null, image: null},
    sections,
  } as PageContent
}

// Sections is an async server component: each test awaits what it draws, as the server does.
describe('Sections', () => {
  it('draws each section with its own component, in order', async () => {
    render(
      await Sections({
        site,
        page: page([
          {
            _key: 'a',
            _type: 'closingCall',
            heading: 'We bring the future to medicine...',
            eyebrow: null,
            text: null,
            button: {label: 'Contact us now', href: '#contactus'},
          },
          {
            _key: 'b',
            _type: 'contact',
            heading: 'Contact us',
            eyebrow: null,
            anchor: 'contactus',
            intro: 'Write to us.',
          },
        ]),
      }),
    )
    const headings = screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)
    expect(headings).toEqual(['We bring the future to medicine...', 'Contact us'])
    expect(screen.getByRole('link', {name: 'Contact us now'})).toHaveAttribute('href', '/en/#contactus')
    const contact = screen.getByRole('region', {name: 'Contact us'})
    expect(contact).toHaveAttribute('id', 'contactus')
    expect(within(contact).getByRole('link', {name: 'soporte@habitum.example'})).toHaveAttribute(
      'href',
      'mailto:soporte@habitum.example',
    )
  })

  it('stops with the page and the type when a section type has no component', async () => {
    await expect(Sections({site, page: page([{_key: 'x', _type: 'carousel'}])})).rejects.toThrow(
      'Page "page-test" (/) has a section of unknown type "carousel" at position 1',
    )
  })

  describe('in preview (drafts for an editor)', () => {
    const closing = {_key: 'c', _type: 'closingCall', heading: 'Still here', eyebrow: null, text: null, button: null}

    it('a section of a type the site does not know yet is a notice, and the page goes on', async () => {
      render(await Sections({site, preview: true, page: page([{_key: 'x', _type: 'carousel'}, closing])}))
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This section cannot be shown with the current draft (carousel, #1)',
      )
      expect(screen.getByRole('heading', {name: 'Still here'})).toBeInTheDocument()
    })

    it('a section whose draft it cannot draw is a notice, and the page goes on', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {})
      // A question that is not text (a draft of another shape than the schema's) cannot be drawn.
      const broken = {_key: 'f', _type: 'faq', heading: 'FAQ', items: [{_id: 'faq-1', key: 1, question: {es: 1}}]}
      render(await Sections({site, preview: true, page: page([broken, closing])}))
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This section cannot be shown with the current draft (faq, #1)',
      )
      expect(screen.getByRole('heading', {name: 'Still here'})).toBeInTheDocument()
    })

    it('outside preview, the same section fails the page', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {})
      const broken = {_key: 'f', _type: 'faq', heading: 'FAQ', items: [{_id: 'faq-1', key: 1, question: {es: 1}}]}
      const sections = await Sections({site, page: page([broken, closing])})
      expect(() => render(sections)).toThrow(/Objects are not valid/)
    })
  })
})

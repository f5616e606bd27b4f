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
  contactForm: {endpoint: '/api/contact', categories: []},
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

describe('Sections', () => {
  it('draws each section with its own component, in order', () => {
    render(
      <Sections
        site={site}
        page={page([
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
        ])}
      />,
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

  it('stops with the page and the type when a section type has no component', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Sections site={site} page={page([{_key: 'x', _type: 'carousel'}])} />)).toThrow(
      'Page "page-test" (/) has a section of unknown type "carousel" at position 1',
    )
  })
})

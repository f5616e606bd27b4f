import {render, screen} from '@testing-library/react'
import type {SiteSettings} from '@/lib/content'
import {getDictionary} from '@/lib/i18n/dictionary'
import {Footer} from './Footer'

const settings = {
  brandName: 'Habitum',
  instagramUrl: 'https://www.example.com/habitum/instagram',
  linkedinUrl: 'https://www.example.com/habitum/linkedin',
} as SiteSettings

describe('Footer', () => {
  it('links the legal pages without a prefix when the URL has none, and shows the current year', () => {
    render(<Footer settings={settings} locale={{lang: 'es', prefixed: false}} dictionary={getDictionary('es')} />)
    expect(screen.getByRole('link', {name: 'Términos de uso'})).toHaveAttribute('href', '/legal/terms-of-use')
    expect(screen.getByRole('link', {name: 'Políticas de privacidad y seguridad'})).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    )
    expect(screen.getByTestId('copyright-year')).toHaveTextContent(String(new Date().getFullYear()))
    expect(screen.getByText(/Todos los derechos reservados/)).toBeInTheDocument()
  })

  it('prefixes the legal links with the language of the URL and opens social links in a new tab', () => {
    render(<Footer settings={settings} locale={{lang: 'en', prefixed: true}} dictionary={getDictionary('en')} />)
    expect(screen.getByRole('link', {name: 'Terms of use'})).toHaveAttribute('href', '/en/legal/terms-of-use')
    const instagram = screen.getByRole('link', {name: /Instagram/})
    expect(instagram).toHaveAttribute('target', '_blank')
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer')
  })
})

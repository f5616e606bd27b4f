import {render, screen} from '@testing-library/react'
import type {LegalDocument, LegalRevision} from '@/lib/content'
import {diffRevisions} from '@/lib/content/revisionDiff'
import {LegalComparison} from './LegalComparison'

const block = (text: string) => ({_type: 'block', _key: text, style: 'normal', children: [{_type: 'span', text}]})
const revision = (inForce: string, body: unknown) =>
  ({_key: inForce, inForce, body, bodyLanguage: 'es'}) as LegalRevision
const document = {_id: 'legal-privacy-policy', slug: 'privacy-policy', title: 'Política de privacidad'} as LegalDocument
const locale = {lang: 'es', prefixed: false} as const

describe('LegalComparison', () => {
  it('marks added and removed words, each named for screen readers, and links back to the document', () => {
    const older = revision('2022-03-01', [block('Guardamos sus datos cinco años.')])
    const newer = revision('2023-07-01', [block('Guardamos sus datos dos años.')])
    render(
      <LegalComparison
        locale={locale}
        document={document}
        older={older}
        newer={newer}
        paragraphs={diffRevisions(older.body, newer.body)}
        bodyLanguage="es"
      />,
    )
    expect(screen.getByRole('insertion')).toHaveTextContent('Añadido: dos')
    expect(screen.getByRole('deletion')).toHaveTextContent('Eliminado: cinco')
    // The labels are in the body's language: no lang of their own.
    expect(screen.getByText('Eliminado:')).not.toHaveAttribute('lang')
    expect(screen.getByRole('link', {name: 'Volver al documento vigente'})).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    )
  })

  it('on an English page comparing Spanish texts, names each change in English, marked so inside the Spanish', () => {
    const older = revision('2022-03-01', [block('Guardamos sus datos cinco años.')])
    const newer = revision('2023-07-01', [block('Guardamos sus datos dos años.')])
    render(
      <LegalComparison
        locale={{lang: 'en', prefixed: true}}
        document={document}
        older={older}
        newer={newer}
        paragraphs={diffRevisions(older.body, newer.body)}
        bodyLanguage="es"
      />,
    )
    const label = screen.getByText('Removed:')
    expect(label.closest('[lang]')).toHaveAttribute('lang', 'en')
    expect(label.closest('[lang="en"]')?.parentElement?.closest('[lang]')).toHaveAttribute('lang', 'es')
    expect(screen.getByRole('insertion')).toHaveTextContent('Added: dos')
    expect(screen.getByText('Added:').closest('[lang]')).toHaveAttribute('lang', 'en')
  })

  it('a revision without text is named, and nothing is compared', () => {
    render(
      <LegalComparison
        locale={locale}
        document={document}
        older={revision('2022-03-01', null)}
        newer={revision('2023-07-01', [block('Texto.')])}
        paragraphs={undefined}
        bodyLanguage="es"
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La versión en vigor desde el 1 de marzo de 2022 no tiene texto: no hay nada que comparar.',
    )
    expect(screen.queryByRole('insertion')).toBeNull()
  })
})

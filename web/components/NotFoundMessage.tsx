import Link from 'next/link'
import {getDictionary} from '@/lib/i18n/dictionary'
import type {Language} from '@/lib/i18n/languages'
import {NotAPage} from './NotAPage.client'
import {StatusMessage} from './StatusMessage'

/**
 * NOT FOUND, with a way back: what an address that names no page shows. Said in both languages,
 * as a visitor who followed a wrong link may read either; the page's own first, the other one
 * marked as such. The links home are canonical addresses (Spanish unprefixed).
 */
export function NotFoundMessage({lang}: {lang: Language}) {
  const languages: Language[] = lang === 'en' ? ['en', 'es'] : ['es', 'en']
  const partOf = (language: Language) => (language === lang ? undefined : language)
  return (
    <StatusMessage title={getDictionary(lang).notFound}>
      {languages.map((language) => (
        <p key={language} lang={partOf(language)}>
          {getDictionary(language).notFoundHint}
        </p>
      ))}
      <p>
        {languages.map((language, index) => (
          <span key={language}>
            {index > 0 && ' · '}
            <Link href={language === 'en' ? '/en/' : '/'} lang={partOf(language)}>
              {getDictionary(language).backHome}
            </Link>
          </span>
        ))}
      </p>
      <NotAPage />
    </StatusMessage>
  )
}

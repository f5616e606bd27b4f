import {Container, SectionShell} from '@/components/primitives'
import {RichText} from '@/components/RichText'
import {StructuredData} from '@/components/StructuredData'
import {spanishLang} from '@/lib/content/fallbacks'
import {plainText, type Block} from '@/lib/content/portableText'
import {FaqAccordion} from './FaqAccordion'
import {SectionIntro} from '@/components/primitives'
import type {SectionProps} from '../types'

/** Without JavaScript every answer is shown: the accordion cannot open them. */
const NO_SCRIPT_STYLE = '[data-faq-answer]{grid-template-rows:1fr!important;visibility:visible!important}'

export function Faq({section, site}: SectionProps<'faq'>) {
  const items = (section.items ?? []).map((item) => ({
    id: item._id,
    anchor: `faq-${item.key}`,
    // Drawn here, so a question shown in Spanish on the English page is marked so without client code.
    question: spanishLang(item.question) ? <span lang="es">{item.question}</span> : (item.question ?? ''),
    answer: <RichText value={item.answer} locale={site.locale} />,
  }))
  return (
    <SectionShell>
      <Container>
        <SectionIntro heading={section.heading} />
        <FaqAccordion items={items} />
        <StructuredData
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            inLanguage: site.locale.lang,
            mainEntity: (section.items ?? []).map((item) => ({
              '@type': 'Question',
              name: item.question,
              acceptedAnswer: {
                '@type': 'Answer',
                text: (Array.isArray(item.answer) ? (item.answer as Block[]) : []).map(plainText).join('\n'),
              },
            })),
          }}
        />
        <noscript>
          <style>{NO_SCRIPT_STYLE}</style>
        </noscript>
      </Container>
    </SectionShell>
  )
}

import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import {Container, SectionIntro, SectionShell} from '@/components/primitives'
import {EXTERNAL_LINK_PROPS} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import type {SectionProps} from '../types'

/** Every logo in the grid has one shape: the editor's crop is cut to it around the focal point. */
const SPONSOR_LOGO_SLOT = {width: 240, height: 96}

export function Sponsors({section}: SectionProps<'sponsors'>) {
  return (
    <SectionShell>
      <Container>
        <SectionIntro heading={section.heading} />
        <Logos>
          {section.sponsors?.map((sponsor) => {
            const logo = (
              <ContentImage
                image={sponsor.logo}
                alt={sponsor.name ?? ''}
                sizes="(min-width: 768px) 15vw, 30vw"
                maxWidth={240}
                slot={SPONSOR_LOGO_SLOT}
              />
            )
            return (
              <li key={sponsor._id}>
                {sponsor.url ? (
                  <a href={sponsor.url} {...EXTERNAL_LINK_PROPS}>
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            )
          })}
        </Logos>
      </Container>
    </SectionShell>
  )
}

/** Three logos a row on phones, six from 768 px up. */
const Logos = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.md};
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.desktop} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${theme.space.lg};
  }
  img {
    width: 100%;
  }
`

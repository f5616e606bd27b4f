import styled from 'styled-components'
import {ContentImage} from './ContentImage'
import {SpanishPart} from './SpanishPart'
import {svgAsDataUrl} from '@/lib/images/inlineArt'
import type {ImageData} from '@/lib/images/imageData'
import {Container, Lead} from './primitives'
import {theme} from '@/theme/theme'
import {NO_FLOAT} from '@/lib/ui/noFloat'
import {spanishLang} from '@/lib/content/fallbacks'
import type {ReactNode} from 'react'

type LayoutProps = {
  id: string
  heading: ReactNode
  intro: string | null
  images: Array<ImageData & {_key: string}> | null
  backdrop: ImageData | null
  isFirst: boolean
}

/**
 * The art behind the phones is decoration drawn to end softly on its own: it is drawn whole, fitted
 * into the phones' box. A crop, or a cut to a fixed shape, could only slice its shapes in straight
 * lines across the first screen, so the Studio offers no crop for it (backdropField) and one that
 * content still holds is not applied.
 */
const wholeArt = (image: ImageData): ImageData => ({...image, crop: null, hotspot: null})

/** Headline and intro beside layered phones: the opening block of a landing page. */
export async function HeroLayout({id, heading, intro, images, backdrop, isFirst}: LayoutProps) {
  const [front, ...behind] = images ?? []
  // In the first screen, a small SVG art comes with the HTML: no request stands between the page
  // and its largest picture.
  const inlineBackdrop = isFirst ? await svgAsDataUrl(backdrop) : null
  // On a phone the phones sit below the text: preloaded only where they are in the first screen.
  const phoneLoading = {loading: isFirst ? 'eager' : 'lazy', preloadWhere: theme.queries.desktop} as const
  return (
    <Band aria-labelledby={id} {...NO_FLOAT}>
      <Container>
        <Layout>
          <div>
            <Headline id={id} lang={typeof heading === 'string' ? spanishLang(heading) : undefined}>
              {heading}
            </Headline>
            {intro && <Lead lang={spanishLang(intro)}>{intro}</Lead>}
          </div>
          <Phones>
            {/* The art is the largest thing of the first screen: in the HTML when it is a small
                SVG, else the one image fetched ahead of everything else. */}
            {backdrop && (
              <Backdrop
                image={wholeArt(backdrop)}
                sizes="(min-width: 768px) 40vw, 90vw"
                maxWidth={720}
                loading={isFirst ? 'lcp' : 'lazy'}
                inlineSrc={inlineBackdrop}
              />
            )}
            {behind.map((image) => (
              <SpanishPart key={image._key} text={image.alt}>
                <BackPhone image={image} sizes="(min-width: 768px) 22vw, 45vw" maxWidth={240} {...phoneLoading} />
              </SpanishPart>
            ))}
            {front && (
              <SpanishPart text={front.alt}>
                <FrontPhone image={front} sizes="(min-width: 768px) 24vw, 50vw" maxWidth={272} {...phoneLoading} />
              </SpanishPart>
            )}
          </Phones>
        </Layout>
      </Container>
    </Band>
  )
}

const Band = styled.section`
  background: linear-gradient(180deg, ${theme.colors.mint} 0%, ${theme.colors.white} 100%);
  padding: ${theme.space.xl} 0;
  overflow: clip;
  /* From 768 px up the hero's height follows its width at 1134:680. Its layout fills that height
     and centres each column in it, so no column moves when the other arrives: the browser may
     paint the text before it has parsed the phones. Where the text is taller than that (768 to
     about 850 px), the band grows to it rather than cut the text and the art: a grid (not flex)
     and a clip that is no scroll container (not overflow: hidden) let a ratio give way to content. */
  ${theme.media.desktop} {
    display: grid;
    aspect-ratio: 1134 / 680;
    padding: ${theme.space.lg} 0;
  }
`

const Layout = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${theme.media.desktop} {
    grid-template-columns: 1.05fr 1fr;
    height: 100%;
  }
`

const Headline = styled.h1`
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.black};
  max-width: 16ch;
`

const Phones = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 22rem;
  ${theme.media.desktop} {
    align-self: stretch;
  }
`

const Backdrop = styled(ContentImage)`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
`

const FrontPhone = styled(ContentImage)`
  position: relative;
  width: min(52%, 17rem);
  transform: translateX(18%);
`

const BackPhone = styled(ContentImage)`
  position: absolute;
  width: min(46%, 15rem);
  transform: translate(-42%, -6%);
  opacity: 0.95;
`

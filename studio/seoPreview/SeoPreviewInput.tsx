import {Box, Card, Grid, Stack, Text} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {useClient, useFormValue, type ObjectInputProps} from 'sanity'
import {SITE_SETTINGS_ID} from '../../schemas/documents/siteSettings'
import {API_VERSION} from '../../schemas/apiVersion'
import {LANGUAGE_TITLES, LANGUAGES, type Language} from '@habitum/content/languages'
import {
  asShown,
  SEARCH_DESCRIPTION_SHOWN,
  SEARCH_TITLE_SHOWN,
  searchAppearance,
  searchInputOf,
  type EditedForSearch,
  type SearchAppearanceInput,
} from '../../schemas/site/searchAppearance'
import {searchCuts} from '../../schemas/validation/searchFit'
import {ShareCardArt} from '../../schemas/site/shareCard'
import {SHARE_IMAGE_SIZE} from '@habitum/content/images/config'
import {studioPreviewUrl} from '../env'

type Bilingual = {es?: string; en?: string}
type SeoValue = {title?: Bilingual; description?: Bilingual; image?: {asset?: {_ref?: string}}}
type Found = {settings: SearchAppearanceInput['settings']; image?: string | null}

/** The published settings (the site's defaults) and the share image's file, as the site would use them. */
const PREVIEW_QUERY = `{
  "settings": *[_id == $settings][0]{brandName, title, description},
  "image": *[_id == $image][0].url
}`

/**
 * The fields of «Buscadores y redes», then how the page will look in a search result and as a
 * shared link's card, in each language, as the site writes its meta tags
 * (schemas/site/searchAppearance.ts): what the editor types shows at once.
 */
export function SeoPreviewInput(props: ObjectInputProps) {
  const page = (useFormValue([]) ?? {}) as EditedForSearch
  const seo = (props.value ?? {}) as SeoValue
  const client = useClient({apiVersion: API_VERSION})
  const imageRef = seo.image?.asset?._ref ?? ''
  const [found, setFound] = useState<Found | undefined>()
  useEffect(() => {
    let current = true
    client
      .fetch<Found>(PREVIEW_QUERY, {settings: SITE_SETTINGS_ID, image: imageRef}, {perspective: 'published'})
      .then((result) => current && setFound(result))
      .catch(() => current && setFound({settings: {}}))
    return () => {
      current = false
    }
  }, [client, imageRef])

  return (
    <Stack gap={5}>
      {props.renderDefault(props)}
      {found && (
        <Stack gap={4} data-testid="seo-preview">
          <Text size={1} weight="semibold">
            Vista previa
          </Text>
          <Grid gridTemplateColumns={[1, 1, 2]} gap={4}>
            {LANGUAGES.map((language) => (
              <LanguagePreview
                key={language}
                language={language}
                input={searchInputOf(page, seo, found.settings, language, studioPreviewUrl)}
                // The page's own share image; without one, the card the site draws of its title.
                image={page._type === 'siteSettings' ? undefined : (found.image ?? undefined)}
                brandName={found.settings.brandName ?? ''}
              />
            ))}
          </Grid>
        </Stack>
      )}
    </Stack>
  )
}

function LanguagePreview(props: {language: Language; input: SearchAppearanceInput; image?: string; brandName: string}) {
  const shown = searchAppearance(props.input)
  // The very sentences of the document's warning (schemas/validation/searchFit.ts): one count, one message.
  const cuts = searchCuts(shown, props.language)
  const {host} = new URL(shown.url)
  return (
    <Stack gap={3} as="section" aria-label={`Vista previa en ${LANGUAGE_TITLES[props.language].toLowerCase()}`}>
      <Text size={1} weight="medium">
        {LANGUAGE_TITLES[props.language]}
      </Text>
      <Card padding={3} radius={2} border data-testid={`search-result-${props.language}`}>
        <Stack gap={2}>
          <Text size={0} muted>
            {shown.url.replace(/^https?:\/\//, '')}
          </Text>
          <Text size={2} style={{color: '#1a0dab'}} data-testid="search-title">
            {asShown(shown.title, SEARCH_TITLE_SHOWN)}
          </Text>
          <Text size={1} muted data-testid="search-description">
            {asShown(shown.description, SEARCH_DESCRIPTION_SHOWN)}
          </Text>
        </Stack>
      </Card>
      {cuts.length > 0 && (
        <Card padding={3} radius={2} tone="caution" data-testid={`search-cut-${props.language}`}>
          <Stack gap={2}>
            {cuts.map((cut) => (
              <Text key={cut} size={1}>
                {cut}
              </Text>
            ))}
          </Stack>
        </Card>
      )}
      <Card radius={2} border overflow="hidden" data-testid={`share-card-${props.language}`}>
        {props.image ? (
          <Box style={{aspectRatio: '1200 / 630', background: `center / cover no-repeat url("${props.image}")`}} />
        ) : (
          <DrawnCard title={shown.cardTitle} brandName={props.brandName} host={host} language={props.language} />
        )}
        <Stack gap={2} padding={3}>
          <Text size={0} muted>
            {host.toUpperCase()}
          </Text>
          <Text size={1} weight="semibold">
            {shown.title}
          </Text>
          <Text size={1} muted>
            {shown.description}
          </Text>
        </Stack>
      </Card>
    </Stack>
  )
}

/**
 * The card the site draws for a page without a share image (web/app/share-cards), drawn here from
 * the same component and the title being edited, scaled to the preview's width.
 */
function DrawnCard(props: {title: string; brandName: string; host: string; language: Language}) {
  const {width, height} = SHARE_IMAGE_SIZE
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Tarjeta para compartir en ${LANGUAGE_TITLES[props.language].toLowerCase()}: ${props.title}`}
      data-testid={`drawn-card-${props.language}`}
      style={{display: 'block', width: '100%', height: 'auto'}}
    >
      <foreignObject width={width} height={height}>
        <ShareCardArt title={props.title} brandName={props.brandName} host={props.host} />
      </foreignObject>
    </svg>
  )
}

import {Stack} from '@sanity/ui'
import type {BooleanInputProps, InputProps, ObjectInputProps} from 'sanity'
import {EnglishVersionInput, isEnglishVersion} from './EnglishVersionInput'
import {rememberItemTitles} from './dragAnnouncements'
import {CompanyTypeInput, isLeadCompanyType} from './leads/CompanyTypeInput'
import {ConsentInput, isLeadConsent} from './leads/ConsentInput'
import {isLinkHref, LinkHrefInput} from './linkInput'
import {InstantInput, isReadOnlyInstant} from './InstantInput'
import {DocumentLaunchNotice} from './launches/documentLaunchNotice'
import {isLaunchableForm} from './launches/documentLaunchForm'
import {LaunchChangesInput} from './launches/LaunchChangesInput'
import {isLaunchChanges, isLaunchForm, LaunchForm} from './launches/LaunchForm'
import {NoticeDaysInput} from './NoticeDaysInput'
import {drawsReview, ReviewInput} from './review/form'
import {SeoPreviewInput} from './seoPreview/SeoPreviewInput'
import {BilingualTextInput, isBilingualText} from './translation/BilingualTextInput'

/**
 * The form's inputs as Sanity draws them, with what the Studio adds to a few: «Buscadores y redes»
 * with its search result and shared card (studio/seoPreview/); a reviewed document with where its
 * review stands and the settings' reviewer pickers (studio/review/); a legal revision's date with
 * its days of notice (studio/NoticeDaysInput.tsx); «Versión en inglés» with how many texts fall back to
 * Spanish (studio/EnglishVersionInput.tsx); a bilingual text whose Spanish changed after its English
 * was written (studio/translation/); a link's address, which tells the external link check what
 * is being typed (studio/linkInput.tsx); a lead's consent, as a sentence (studio/leads/ConsentInput.tsx);
 * a moment no one edits, in words (studio/InstantInput.tsx). A list's items' titles are remembered
 * for the announcements of its reordering (studio/dragAnnouncements.ts).
 * The rest as Sanity draws them. A document in a launch says so above all (studio/launches/).
 */
export function FormInput(props: InputProps) {
  rememberItemTitles(props)
  if (!isLaunchableForm(props)) return inputFor(props)
  return (
    <Stack gap={4}>
      <DocumentLaunchNotice document={props.value as {_id?: string; _type?: string} | undefined} />
      {inputFor(props)}
    </Stack>
  )
}

function inputFor(props: InputProps) {
  if (props.schemaType.name === 'seo') return <SeoPreviewInput {...(props as ObjectInputProps)} />
  if (drawsReview(props)) return <ReviewInput {...props} />
  if (isEnglishVersion(props)) return <EnglishVersionInput {...props} />
  if (isBilingualText(props)) return <BilingualTextInput {...(props as ObjectInputProps)} />
  if (isLinkHref(props)) return <LinkHrefInput {...props} />
  if (isLeadConsent(props)) return <ConsentInput {...props} />
  if (isLeadCompanyType(props)) return <CompanyTypeInput {...props} />
  if (isReadOnlyInstant(props)) return <InstantInput {...props} />
  // A launch's screen: its state and buttons, its changes each with its state (studio/launches/).
  if (isLaunchForm(props)) return <LaunchForm {...props} />
  if (isLaunchChanges(props)) return <LaunchChangesInput {...props} />
  // «Imagen decorativa» unset (it has no initial value, schemas/objects/imageWithAlt.ts) reads as
  // off, drawn off rather than as a half-way switch.
  if (isDecorativeFlag(props)) return props.renderDefault({...props, value: props.value ?? false} as BooleanInputProps)
  return <NoticeDaysInput {...props} />
}

const isDecorativeFlag = (props: InputProps): props is BooleanInputProps =>
  props.schemaType.name === 'boolean' && props.path.at(-1) === 'decorative'

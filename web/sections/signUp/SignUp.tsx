import {TextBesideImage} from '@/components/TextBesideImage'
import type {SectionProps} from '../types'

export function SignUp({section, site}: SectionProps<'signUp'>) {
  return <TextBesideImage {...section} locale={site.locale} tone="mint" />
}

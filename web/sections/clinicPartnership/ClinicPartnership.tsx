import {TextBesideImage} from '@/components/TextBesideImage'
import type {SectionProps} from '../types'

export function ClinicPartnership({section, site}: SectionProps<'clinicPartnership'>) {
  return <TextBesideImage {...section} locale={site.locale} />
}

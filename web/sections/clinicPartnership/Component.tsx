/** What draws a `clinicPartnership` section: web/sections/Sections.tsx finds it by this file's name. */
export {ClinicPartnership as default} from './ClinicPartnership'

/** What draws a `faq` section: web/sections/Sections.tsx finds it by this file's name. */
export {Faq as default} from './Faq'

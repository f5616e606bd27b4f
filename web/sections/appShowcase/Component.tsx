/** What draws a `appShowcase` section: web/sections/Sections.tsx finds it by this file's name. */
export {AppShowcase as default} from './AppShowcase'

/** What draws a `pathologies` section: web/sections/Sections.tsx finds it by this file's name. */
export {Pathologies as default} from './Pathologies'

/** What draws a `hero` section: web/sections/Sections.tsx finds it by this file's name. */
export {Hero as default} from './Hero'

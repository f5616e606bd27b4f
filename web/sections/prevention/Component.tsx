/** What draws a `prevention` section: web/sections/Sections.tsx finds it by this file's name. */
export {Prevention as default} from './Prevention'

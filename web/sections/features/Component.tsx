/** What draws a `features` section: web/sections/Sections.tsx finds it by this file's name. */
export {Features as default} from './Features'

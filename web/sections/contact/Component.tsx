/** What draws a `contact` section: web/sections/Sections.tsx finds it by this file's name. */
export {Contact as default} from './Contact'

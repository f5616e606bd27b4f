/** What draws a `sponsors` section: web/sections/Sections.tsx finds it by this file's name. */
export {Sponsors as default} from './Sponsors'

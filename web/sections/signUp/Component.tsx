/** What draws a `signUp` section: web/sections/Sections.tsx finds it by this file's name. */
export {SignUp as default} from './SignUp'

/** What draws a `closingCall` section: web/sections/Sections.tsx finds it by this file's name. */
export {ClosingCall as default} from './ClosingCall'

/** What draws a `scrollStory` section: web/sections/Sections.tsx finds it by this file's name. */
export {ScrollStory as default} from './ScrollStory'

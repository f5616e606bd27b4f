/** What draws a `planFeatures` section: web/sections/Sections.tsx finds it by this file's name. */
export {PlanFeatures as default} from './PlanFeatures'

/** What draws a `planHero` section: web/sections/Sections.tsx finds it by this file's name. */
export {PlanHero as default} from './PlanHero'

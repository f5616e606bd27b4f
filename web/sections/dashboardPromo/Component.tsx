/** What draws a `dashboardPromo` section: web/sections/Sections.tsx finds it by this file's name. */
export {DashboardPromo as default} from './DashboardPromo'

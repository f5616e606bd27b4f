/** What draws a `downloadBanner` section: web/sections/Sections.tsx finds it by this file's name. */
export {DownloadBanner as default} from './DownloadBanner'

/** What draws a `passportGuide` section: web/sections/Sections.tsx finds it by this file's name. */
export {PassportGuide as default} from './PassportGuide'

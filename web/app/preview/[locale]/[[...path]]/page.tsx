// A landing page in preview: the visitors' page, rendered per request (see ../layout.tsx).
export {default, generateMetadata} from '../../../[locale]/[[...path]]/page'

// An earlier legal revision in preview: the visitors' page, rendered per request (see ../../../layout.tsx).
export {default, generateMetadata} from '../../../../../[locale]/legal/[doc]/[revision]/page'

// A legal document in preview: the visitors' page, rendered per request (see ../../layout.tsx).
export {default, generateMetadata} from '../../../../[locale]/legal/[doc]/page'

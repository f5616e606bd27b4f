'use client'

// A failure in preview shows the visitors' error page.
export {default} from '../../[locale]/error'

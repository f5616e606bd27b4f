// Unknown paths in preview answer as they do for visitors.
export {default} from '../../[locale]/not-found'

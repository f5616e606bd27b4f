import type {DocumentBadgeComponent} from 'sanity'

/**
 * Sanity marks a document written at once, with no draft (liveEdit: a launch), with an English
 * «Live» it does not translate: said in Spanish, and without alarm, as a launch's edits reach the
 * site only when it is published.
 */
const SpanishLiveEditBadge: DocumentBadgeComponent = (props) =>
  props.liveEditSchemaType && !props.version ? {label: 'Se guarda al instante', color: 'primary'} : null
SpanishLiveEditBadge.displayName = 'SpanishLiveEditBadge'

export const spanishBadges = (badges: DocumentBadgeComponent[]) =>
  badges.map((badge) => (badge.displayName === 'LiveEditBadge' ? SpanishLiveEditBadge : badge))

import type * as Sanity from 'sanity'

/**
 * Sanity's schema helpers, which only hand back what they are given (for its types). The section
 * schemas are read by the site's server too (schemas/sections/registry.ts, through the page query
 * and schemas/site/locations.ts), and `sanity` declares side effects: importing one helper from it
 * would load the whole Studio there. These are the
 * same helpers with Sanity's types and without that import.
 */
export const defineType = (<T>(definition: T) => definition) as typeof Sanity.defineType
export const defineField = (<T>(definition: T) => definition) as typeof Sanity.defineField
export const defineArrayMember = (<T>(definition: T) => definition) as typeof Sanity.defineArrayMember

/**
 * What a company type's «Valor enviado» looks like: the value the contact form sends and every
 * contact request keeps. The site checks a category it could not look up against this shape.
 */
export const COMPANY_TYPE_VALUE = /^[a-z0-9-]{2,40}$/

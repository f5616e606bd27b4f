/** Every published page of the bundled content, in both languages (the sitemap's list). */
export const EVERY_PAGE = [
  '/',
  '/en/',
  '/alco',
  '/en/alco',
  '/legal/terms-of-use',
  '/en/legal/terms-of-use',
  '/legal/privacy-policy',
  '/en/legal/privacy-policy',
] as const

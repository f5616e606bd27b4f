/** The PREVIEW_SECRET of the site the browser tests visit (playwright.config.ts), which they enable preview with. */
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret'

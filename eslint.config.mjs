import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

/** One lint setup for the whole repository: Studio, schemas, site, scripts and tests. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      'dist/**',
      'web/sanity.types.ts',
      'web/next-env.d.ts',
      'scripts/perf/floor/next-env.d.ts',
      '.sanity/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...nextVitals.map((config) => ({...config, files: ['web/**/*.{ts,tsx}']})),
  {
    settings: {next: {rootDir: 'web/'}},
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
)

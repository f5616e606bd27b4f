import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

/** eslint-config-next brings eslint-plugin-import (and its resolvers); the layer rule reuses it. */
const importPlugin = nextVitals.find((config) => config.plugins?.import).plugins.import

/**
 * Imports run one way: routes → sections → components (and motion) → lib and theme → schemas →
 * the shared package (packages/content: the constants everyone shares, the generated types).
 * Each zone names a folder (`target`) and what it must not import (`from`). The Studio and the
 * schemas never import the site (a section's schema is in schemas/sections/); scripts never import
 * tests. The site and the local lake (two workspaces) never import each other, nor does the lake
 * import the schemas: what they share is the shared package, which imports none of them. The
 * settings (web/lib/config.ts) import no domain module of web/lib: the domains read the settings.
 */
// A workspace is imported by its folder or by its package name (the node resolver keeps the link's path).
const SITE = ['./web', './node_modules/@habitum/web']
const LAKE = ['./local-lake', './node_modules/@habitum/local-lake']
const ROUTES = ['./web/app', './web/server', './web/proxy.ts', './web/instrumentation.ts']
const STUDIO = ['./studio', './schemas', './sanity.config.ts', './sanity.cli.ts']
const LAYERS = [
  {target: './web/sections', from: ROUTES},
  {target: './web/components', from: [...ROUTES, './web/sections', './web/motion']},
  {target: './web/motion', from: [...ROUTES, './web/sections', './web/components']},
  {target: './web/lib', from: [...ROUTES, './web/sections', './web/components', './web/motion', './web/theme']},
  // The settings are read by every domain of web/lib (contact, content, metrics…) and read none.
  {target: './web/lib/config.ts', from: './web/lib'},
  {target: './web/theme', from: [...ROUTES, './web/sections', './web/components', './web/motion', './web/lib']},
  {target: './web', from: ['./tests', './scripts', './studio', ...LAKE, './sanity.config.ts']},
  {target: STUDIO, from: ['./tests', './scripts']},
  // The Studio and the schemas read nothing of the site: the site reads them.
  {target: STUDIO, from: SITE},
  {target: './schemas', from: ['./studio']},
  {target: ['./scripts', './local-lake'], from: ['./tests']},
  {target: './local-lake', from: [...SITE, ...STUDIO]},
  {target: './packages', from: [...SITE, ...LAKE, ...STUDIO, './migrations', './scripts', './tests']},
]
const LAYER_MESSAGE =
  'Imports run one way (routes → sections → components → lib → schemas → packages/content): move the shared piece down a layer instead.'

/** One lint setup for the whole repository: Studio, schemas, site, scripts and tests. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.runtime/**',
      '**/.next/**',
      '**/.next-*/**',
      'dist/**',
      'packages/content/sanity.types.ts',
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
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: {import: importPlugin},
    settings: {
      'import/resolver': {
        typescript: {project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true},
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', {zones: LAYERS.map((zone) => ({...zone, message: LAYER_MESSAGE}))}],
    },
  },
  {
    settings: {next: {rootDir: 'web/'}},
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
)

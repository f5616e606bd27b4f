import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

/** eslint-config-next brings eslint-plugin-import (and its resolvers); the layer rule reuses it. */
const importPlugin = nextVitals.find((config) => config.plugins?.import).plugins.import

/**
 * Imports run one way: routes → sections → components (and motion) → lib and theme → schemas and
 * generated types. Each zone names a folder (`target`) and what it must not import (`from`).
 * The Studio and the schemas never import the site; scripts never import tests. The site and the
 * local lake (two workspaces) never import each other: what both need is the shared package
 * (packages/content), which imports neither.
 */
// A workspace is imported by its folder or by its package name (the node resolver keeps the link's path).
const SITE = ['./web', './node_modules/@habitum/web']
const LAKE = ['./local-lake', './node_modules/@habitum/local-lake']
const ROUTES = ['./web/app', './web/server', './web/proxy.ts', './web/instrumentation.ts']
const STUDIO = ['./studio', './schemas', './sanity.config.ts', './sanity.cli.ts']
const STUDIO_SAFE_SECTIONS = ['registry.ts', '*/section.ts', '*/schema.ts']
const LAYERS = [
  {target: './web/sections', from: ROUTES},
  {target: './web/components', from: [...ROUTES, './web/sections', './web/motion']},
  {target: './web/motion', from: [...ROUTES, './web/sections', './web/components']},
  {target: './web/lib', from: [...ROUTES, './web/sections', './web/components', './web/motion', './web/theme']},
  {target: './web/theme', from: [...ROUTES, './web/sections', './web/components', './web/motion', './web/lib']},
  {target: './web', from: ['./tests', './scripts', './studio', ...LAKE, './sanity.config.ts']},
  {target: STUDIO, from: ['./tests', './scripts']},
  // Of the site, the Studio reads only the section registry and each section's definition and
  // schema (web/sections/defineSection.ts): none imports a component.
  {target: STUDIO, from: './web/**', except: STUDIO_SAFE_SECTIONS.map((file) => `**/web/sections/${file}`)},
  {target: './schemas', from: ['./studio']},
  {target: ['./scripts', './local-lake'], from: ['./tests']},
  {target: './local-lake', from: SITE},
  {target: './packages', from: [...SITE, ...LAKE, './studio', './scripts', './tests']},
]
const LAYER_MESSAGE =
  'Imports run one way (routes → sections → components → lib → schemas and types): move the shared piece down a layer instead.'

/** One lint setup for the whole repository: Studio, schemas, site, scripts and tests. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.runtime/**',
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

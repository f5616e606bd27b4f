import nextJest from 'next/jest.js'

const createJestConfig = nextJest({dir: './web'})

/** Unit and component tests beside the code in web/ and packages/; Sanity ESM-only code is tested under tests/content. */
/** @type {import('jest').Config} */
const config = {
  rootDir: '.',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/web', '<rootDir>/packages', '<rootDir>/studio'],
  setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/web/$1',
    // Jest's require() always claims the "node" export condition, which picks @sanity/client's Node
    // build (undici) even under jsdom; a browser, and Next's client bundle, get this one.
    '^@sanity/client$': '<rootDir>/node_modules/@sanity/client/dist/index.js',
  },
  // Each test waits for states, not durations: this limit only ends a test that is stuck, and is
  // above Testing Library's own (web/test/setup.ts) so that one names what it was waiting for.
  testTimeout: 60_000,
  testPathIgnorePatterns: ['/node_modules/', '/.next/'],
  // The packaged server (web/.next/standalone) holds a copy of web/package.json.
  modulePathIgnorePatterns: ['<rootDir>/web/.next/'],
}

export default createJestConfig(config)

import nextJest from 'next/jest.js'

const createJestConfig = nextJest({dir: './web'})

/**
 * Every test that needs no browser runs on Jest (browsers: Playwright). Two projects:
 * - `unit`: unit and component tests beside the code in web/, packages/ and studio/ (jsdom);
 * - `node`: the suites under tests/ (the content snapshot, the local lake, the Studio's build, the
 *   server over HTTP, the install, the lint rules…), in Node, with longer limits: some start a
 *   server or a lake. `npm test` runs them folder by folder (scripts/test.sh), some after a build.
 * Each test waits for states, not durations: a limit only ends a test that is stuck.
 */

/** @type {import('jest').Config} */
const unit = {
  displayName: 'unit',
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
  testPathIgnorePatterns: ['/node_modules/', '/.next/'],
  // The packaged server (web/.next/standalone) holds a copy of web/package.json.
  modulePathIgnorePatterns: ['<rootDir>/web/.next/'],
}

/** @type {import('jest').Config} */
const node = {
  displayName: 'node',
  rootDir: '.',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {'^@/(.*)$': '<rootDir>/web/$1'},
  // A lake, a packaged server or a Studio build starts in some: a longer limit (a project has no
  // limit of its own in Jest's configuration).
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/fixtures/'],
  modulePathIgnorePatterns: ['<rootDir>/web/.next/'],
}

export default {
  // Above Testing Library's own limit (web/test/setup.ts), so that one names what it was waiting for.
  testTimeout: 60_000,
  projects: [await createJestConfig(unit)(), await createJestConfig(node)()],
}

/** @jest-environment node */
import {mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {slowest, timingsIn} from '../../scripts/slowest-tests'

/** npm test's last lines: the slowest tests of both runners, from the reports they wrote. */
test('the slowest tests come from Jest and Playwright reports alike, slowest first, each width apart', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'habitum-timings-'))
  writeFileSync(
    path.join(folder, 'jest-lake.json'),
    JSON.stringify({
      testResults: [
        {
          name: path.resolve(__dirname, '../local-lake/query.test.ts'),
          // 4 s in all: 1.5 s in its test, the rest starting its lake (beforeAll).
          startTime: 10_000,
          endTime: 14_000,
          assertionResults: [
            {fullName: 'a query', duration: 1_500},
            {fullName: 'a skipped one', duration: null},
          ],
        },
      ],
    }),
  )
  writeFileSync(
    path.join(folder, 'playwright-site.json'),
    JSON.stringify({
      suites: [
        {
          title: 'contact.spec.ts',
          file: 'contact.spec.ts',
          specs: [
            {
              title: 'the form sends',
              file: 'contact.spec.ts',
              tests: [
                {projectName: 'phone', results: [{duration: 4_000}]},
                // Not run (the run was stopped): no time to speak of.
                {projectName: 'tablet', results: []},
                // Retried: both tries count, as both were waited for.
                {projectName: 'laptop', results: [{duration: 9_000}, {duration: 3_000}]},
              ],
            },
          ],
          suites: [
            {title: 'errors', specs: [{title: 'says which field', tests: [{results: [{duration: 500}]}]}]},
            // A test outside any describe block, in a loop: a suite without a title.
            {title: '', specs: [{title: 'on /en/', tests: [{results: [{duration: 200}]}]}]},
          ],
        },
      ],
    }),
  )

  const timings = timingsIn(folder)
  expect(timings).toHaveLength(6)
  expect(slowest(timings, 4)).toEqual([
    {seconds: 12, runner: 'playwright-site [laptop]', file: 'contact.spec.ts', title: 'the form sends'},
    {seconds: 4, runner: 'playwright-site [phone]', file: 'contact.spec.ts', title: 'the form sends'},
    {
      seconds: 2.5,
      runner: 'jest-lake',
      file: 'tests/local-lake/query.test.ts',
      title: '(set-up and tear-down of the file)',
    },
    {seconds: 1.5, runner: 'jest-lake', file: 'tests/local-lake/query.test.ts', title: 'a query'},
  ])
  expect(timings).toContainEqual({seconds: 0.2, runner: 'playwright-site', file: 'contact.spec.ts', title: 'on /en/'})
  expect(timings).toContainEqual({
    seconds: 0.5,
    runner: 'playwright-site',
    file: 'contact.spec.ts',
    title: 'errors › says which field',
  })
})

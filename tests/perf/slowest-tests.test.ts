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
                // Retried: both tries count, as both were waited for.
                {projectName: 'laptop', results: [{duration: 9_000}, {duration: 3_000}]},
              ],
            },
          ],
          suites: [{title: 'errors', specs: [{title: 'says which field', tests: [{results: [{duration: 500}]}]}]}],
        },
      ],
    }),
  )

  const timings = timingsIn(folder)
  expect(timings).toHaveLength(4)
  expect(slowest(timings, 3)).toEqual([
    {seconds: 12, runner: 'playwright-site [laptop]', file: 'contact.spec.ts', title: 'the form sends'},
    {seconds: 4, runner: 'playwright-site [phone]', file: 'contact.spec.ts', title: 'the form sends'},
    {seconds: 1.5, runner: 'jest-lake', file: 'tests/local-lake/query.test.ts', title: 'a query'},
  ])
  expect(timings).toContainEqual({
    seconds: 0.5,
    runner: 'playwright-site',
    file: 'contact.spec.ts',
    title: 'errors › says which field',
  })
})

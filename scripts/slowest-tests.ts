import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'

/**
 * The slowest tests of a run (npm test prints them at its end, so the next slowdown is seen where it
 * starts): read from the JSON reports Jest (`--json --outputFile`) and Playwright (its `json`
 * reporter) write into one folder. Usage: tsx scripts/slowest-tests.ts [folder] [how many].
 */

export type Timing = {seconds: number; runner: string; file: string; title: string}

type JestReport = {
  testResults?: Array<{
    name: string
    startTime?: number
    endTime?: number
    assertionResults?: Array<{fullName: string; duration?: number | null}>
  }>
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: Array<{
    title: string
    file?: string
    tests?: Array<{projectName?: string; results?: Array<{duration: number}>}>
  }>
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = {suites?: PlaywrightSuite[]}

const repository = path.resolve(__dirname, '..')
const relative = (file: string) => (path.isAbsolute(file) ? path.relative(repository, file) : file)

/**
 * Each test of a Jest report, with its own duration (Jest leaves it out for a skipped one), and each
 * file's time outside its tests (beforeAll and afterAll: a build or a server started once for the
 * file), which no test's own duration counts.
 */
export function jestTimings(report: JestReport, runner = 'jest'): Timing[] {
  return (report.testResults ?? []).flatMap((file) => {
    const tests = (file.assertionResults ?? [])
      .filter((test) => typeof test.duration === 'number')
      .map((test) => ({seconds: test.duration! / 1000, runner, file: relative(file.name), title: test.fullName}))
    const whole = file.startTime && file.endTime ? (file.endTime - file.startTime) / 1000 : 0
    const outside = whole - tests.reduce((sum, test) => sum + test.seconds, 0)
    const setUp = {seconds: outside, runner, file: relative(file.name), title: '(set-up and tear-down of the file)'}
    return outside >= 1 ? [...tests, setUp] : tests
  })
}

/** Each test of a Playwright report, once per project (width) it ran in; a retried test sums its tries. */
export function playwrightTimings(report: PlaywrightReport, runner = 'playwright'): Timing[] {
  const walk = (suite: PlaywrightSuite, file: string | undefined, titles: string[]): Timing[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      // A test that did not run (a run stopped, a filter) has no results and no time.
      (spec.tests ?? [])
        .filter((test) => (test.results ?? []).length > 0)
        .map((test) => ({
          seconds: (test.results ?? []).reduce((sum, result) => sum + result.duration, 0) / 1000,
          runner: test.projectName ? `${runner} [${test.projectName}]` : runner,
          file: spec.file ?? file ?? '',
          title: [...titles, spec.title].filter(Boolean).join(' › '),
        })),
    ),
    ...(suite.suites ?? []).flatMap((inner) => walk(inner, inner.file ?? file, [...titles, inner.title])),
  ]
  // The top suites are the files: their title is the file's name, already said by `file`.
  return (report.suites ?? []).flatMap((suite) => walk(suite, suite.file ?? suite.title, []))
}

/** Every timing in the folder's reports: a report with `suites` is Playwright's, one with `testResults` Jest's. */
export function timingsIn(folder: string): Timing[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const report = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as JestReport & PlaywrightReport
      const runner = path.basename(name, '.json')
      return report.testResults ? jestTimings(report, runner) : playwrightTimings(report, runner)
    })
}

export function slowest(timings: Timing[], count: number): Timing[] {
  return [...timings].sort((a, b) => b.seconds - a.seconds).slice(0, count)
}

function main() {
  const folder = path.resolve(process.argv[2] ?? 'test-results/timings')
  const count = Number(process.argv[3] ?? 10)
  const timings = timingsIn(folder)
  if (timings.length === 0) return console.log(`No test reports in ${relative(folder)}`)
  console.log(`The ${count} slowest of ${timings.length} tests (and files' set-ups):`)
  for (const timing of slowest(timings, count))
    console.log(`${timing.seconds.toFixed(1).padStart(7)} s  ${timing.runner}  ${timing.file}  ${timing.title}`)
}

if (require.main === module) main()

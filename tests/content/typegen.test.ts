/** @jest-environment node */
import assert from '../support/assert'
import {execFileSync} from 'node:child_process'
import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'

const repository = path.resolve(__dirname, '../..')
const GENERATED = ['schema.json', 'packages/content/sanity.types.ts'].map((file) => path.join(repository, file))

test('the committed schema.json and query types match schemas/ and the queries', () => {
  const committed = GENERATED.map((file) => readFileSync(file, 'utf8'))
  try {
    execFileSync('npx', ['sanity', 'schema', 'extract', '--path', 'schema.json', '--force'], {cwd: repository, stdio: 'pipe'})
    execFileSync('npx', ['sanity', 'typegen', 'generate'], {cwd: repository, stdio: 'pipe'})
    GENERATED.forEach((file, index) => {
      assert.equal(
        readFileSync(file, 'utf8'),
        committed[index],
        `${path.relative(repository, file)} is stale: run "npm run typegen" and commit the result`,
      )
    })
  } finally {
    GENERATED.forEach((file, index) => writeFileSync(file, committed[index]!))
  }
})

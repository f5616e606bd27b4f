// The layer rule's messages for sources linted as if they were given files, in a process of its
// own: ESLint loads its configuration (eslint.config.mjs) with Node's own module loader, which a
// Jest test's sandbox does not offer. Reads [{file, source}] as JSON on stdin, writes the messages.
import path from 'node:path'
import process from 'node:process'
import {ESLint} from 'eslint'

const repository = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({cwd: repository})
let input = ''
for await (const chunk of process.stdin) input += chunk
const cases = JSON.parse(input)
const messages = []
for (const {file, source} of cases) {
  const results = await eslint.lintText(source, {filePath: path.join(repository, file)})
  messages.push(
    results
      .flatMap((result) => result.messages)
      .filter((message) => message.ruleId === 'import/no-restricted-paths')
      .map(({message}) => message),
  )
}
process.stdout.write(JSON.stringify(messages))

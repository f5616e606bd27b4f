import {spawn} from 'node:child_process'
import path from 'node:path'

const repository = path.resolve(__dirname, '../..')

export type ScriptRun = {status: number | null; stdout: string; stderr: string}

/**
 * Runs one of the project's tsx scripts (`scripts/contacts.ts`, `scripts/migrate.ts`) in the
 * repository, as `npm run` does, with exactly the environment given, and what it printed. Asynchronous:
 * a lake the test started answers from this process meanwhile.
 */
export function runScript(script: string, args: string[], env: NodeJS.ProcessEnv, input = ''): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {cwd: repository, env})
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (status) => resolve({status, stdout, stderr}))
    child.stdin.end(input)
  })
}

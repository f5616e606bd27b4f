/** @jest-environment node */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {SETTINGS} from './config'

const DEPLOYING = path.resolve(__dirname, '../../docs/deploying.md')
const SECTION = "### The server's settings"

/** The rows of the table under SECTION: each variable's default cell (backticks off, empty when none). */
function documentedSettings(markdown: string): Map<string, string | undefined> {
  const start = markdown.indexOf(SECTION)
  if (start === -1) throw new Error(`docs/deploying.md has no "${SECTION}" section`)
  const section = markdown.slice(start + SECTION.length).split(/^#{1,3} /m)[0]!
  const rows = section.split('\n').filter((line) => /^\|\s*`/.test(line))
  const documented = new Map<string, string | undefined>()
  for (const row of rows) {
    const [name, fallback] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim())
    if (!/^`[A-Z0-9_]+`$/.test(name!)) throw new Error(`one variable per row, in backticks: ${row}`)
    const variable = name!.slice(1, -1)
    if (documented.has(variable)) throw new Error(`${variable} has two rows`)
    documented.set(variable, fallback ? fallback.replace(/^`(.*)`$/, '$1') : undefined)
  }
  return documented
}

describe("docs/deploying.md's table of the server's settings", () => {
  const documented = documentedSettings(readFileSync(DEPLOYING, 'utf8'))

  it('lists every declared setting, and only those', () => {
    expect([...documented.keys()].sort()).toEqual(Object.keys(SETTINGS).sort())
  })

  it('gives each the default it is declared with', () => {
    const declared = Object.entries(SETTINGS).map(([name, setting]) => [name, setting.default])
    expect(declared.map(([name]) => [name, documented.get(name!)])).toEqual(declared)
  })
})

describe('documentedSettings', () => {
  const table = (rows: string) =>
    `${SECTION}\n\n| variable | default | meaning |\n| --- | --- | --- |\n${rows}\n\n## Next`

  it('reads each row’s variable and default, and stops at the next heading', () => {
    const markdown = `${table('| `A_B` | `5/600` | x |\n| `C` |  | y |')}\n| \`D\` | | z |`
    expect([...documentedSettings(markdown)]).toEqual([
      ['A_B', '5/600'],
      ['C', undefined],
    ])
  })

  it('refuses two variables in one row, or one variable twice', () => {
    expect(() => documentedSettings(table('| `A`, `B` | | x |'))).toThrow(/one variable per row/)
    expect(() => documentedSettings(table('| `A` | | x |\n| `A` | | y |'))).toThrow(/two rows/)
  })
})

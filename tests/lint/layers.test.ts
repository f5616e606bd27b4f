import assert from 'node:assert/strict'
import path from 'node:path'
import {test} from 'node:test'
import {ESLint} from 'eslint'

const REPO = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({cwd: REPO})

/** The layer-rule messages ESLint gives `source` as if it were the file at `file`. */
async function layerErrors(file: string, source: string) {
  const results = await eslint.lintText(source, {filePath: path.join(REPO, file)})
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
}

// Each pair: a file in a lower layer and an import from a higher one. The rule must refuse each.
const UPWARD = [
  ['web/lib/seo.ts', "import {Footer} from '@/components/Footer'"],
  ['web/lib/content/legal.ts', "import {Footer} from '../../components/Footer'"],
  ['web/components/Footer.tsx', "import {registry} from '@/sections/registry'"],
  ['web/sections/faq/Faq.tsx', "import Page from '@/app/[locale]/[[...path]]/page'"],
  ['studio/structure.ts', "import {getPage} from '../web/sections/page'"],
  ['schemas/index.ts', "import Faq from '../web/sections/faq/Component'"],
  ['schemas/site/locations.ts', "import {Faq} from '../../web/sections/faq/Faq'"],
  ['studio/presentation.ts', "import {siteSettingsQuery} from '../web/lib/content/queries'"],
  ['scripts/contacts.ts', "import {startTestLake} from '../tests/support/localLake'"],
  // The site and the local lake are workspaces of their own; what both need is packages/content.
  ['local-lake/assets.ts', "import {renderVariant} from '../web/lib/images/variants'"],
  ['local-lake/contentStore.ts', "import {getSnapshot} from '@habitum/web/lib/content/source'"],
  ['web/lib/content/source.ts', "import {runQuery} from '../../../local-lake/query'"],
  ['web/lib/content/source.ts', "import {runQuery} from '@habitum/local-lake/query'"],
  ['packages/content/snapshot.ts', "import {getServerConfig} from '../../web/lib/config'"],
  ['packages/content/files.ts', "import {LakeError} from '../../local-lake/errors'"],
  ['packages/content/files.ts', "import {LakeError} from '@habitum/local-lake/errors'"],
] as const

for (const [file, source] of UPWARD) {
  test(`an upward import fails the lint: ${source} in ${file}`, async () => {
    const errors = await layerErrors(file, `${source}\n`)
    assert.equal(errors.length, 1, `expected the layer rule to refuse it, got ${JSON.stringify(errors)}`)
    assert.match(errors[0]?.message ?? '', /Imports run one way/)
  })
}

test('the site and the local lake may both import the shared package', async () => {
  const source = "import {loadSnapshot} from '@habitum/content/snapshot'\n"
  assert.deepEqual(await layerErrors('web/lib/content/source.ts', source), [])
  assert.deepEqual(await layerErrors('local-lake/contentStore.ts', source), [])
})

test('a downward import passes: a section may use a component and lib', async () => {
  const source = [
    "import {Card} from '@/components/primitives'",
    "import {pathInLanguage} from '@/lib/i18n/links'",
  ].join('\n')
  assert.deepEqual(await layerErrors('web/sections/faq/Faq.tsx', source), [])
})

test("the Studio may read the section registry and each section's definition and schema", async () => {
  const source = [
    "import {SECTIONS} from '../web/sections/registry'",
    "import {faq} from '../web/sections/faq/section'",
    "import {schema} from '../web/sections/faq/schema'",
  ].join('\n')
  assert.deepEqual(await layerErrors('schemas/index.ts', `${source}\n`), [])
})

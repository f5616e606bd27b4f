/** @jest-environment node */
import assert from '../support/assert'
import {execFileSync} from 'node:child_process'
import path from 'node:path'

/** The layer-rule messages ESLint gives each `source` as if it were the file at `file` (./layerMessages.mjs). */
function layerMessages(cases: ReadonlyArray<{file: string; source: string}>): string[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'layerMessages.mjs')], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
  })
  return JSON.parse(output) as string[][]
}

// Each pair: a file in a lower layer and an import from a higher one. The rule must refuse each.
const UPWARD = [
  ['web/lib/seo.ts', "import {Footer} from '@/components/Footer'"],
  ['web/lib/content/legal.ts', "import {Footer} from '../../components/Footer'"],
  ['web/components/Footer.tsx', "import {SECTION_DEFINITIONS} from '@/sections/definitions'"],
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
  // The shared package is below everything: it reads nothing of the schemas, the Studio or the site.
  ['packages/content/leads/csv.ts', "import {LEGAL_SLUGS} from '../../../schemas/legalSlugs'"],
  ['packages/content/calendar.ts', "import {schemaTypes} from '../../schemas'"],
  ['packages/content/leads/record.ts', "import {structure} from '../../../studio/structure'"],
  ['packages/content/languages.ts', "import {LOCALES} from '../../web/lib/i18n/languages'"],
  ['packages/content/metrics/day.ts', "import {dayStore} from '../../../migrations/2026-11-27-contact-form/index'"],
  // The lake reads what it shares with the schemas from the shared package, never the schemas' files.
  ['local-lake/contentStore.ts', "import {LEGAL_SLUGS} from '../schemas/legalSlugs'"],
  ['local-lake/studioBuild.ts', "import {studioDataset} from '../studio/env'"],
  // The settings import no domain module: the domains read the settings.
  ['web/lib/config.ts', "import {SPAM_RETENTION_DAYS} from './contact/retention'"],
  ['web/lib/config.ts', "import {clientAddress} from '@/lib/http/clientAddress'"],
  // The schemas and the Studio read nothing of the site, not even of a section: the site reads them.
  ['schemas/review/rules.ts', "import {getServerConfig} from '../../web/lib/config'"],
  ['schemas/index.ts', "import {SECTION_DEFINITIONS} from '../web/sections/definitions'"],
  ['schemas/index.ts', "import {SECTIONS_PROJECTION} from '@habitum/web/sections/definitions'"],
  ['schemas/sections/registry.ts', "import {faq} from '../../web/sections/faq/section'"],
  ['schemas/sections/faq.ts', "import {PAGE_SECTIONS} from '../../web/sections/defineSection'"],
  ['schemas/site/locations.ts', "import type {SectionType} from '../../web/sections/types'"],
  ['studio/presentation.ts', "import {pageQuery} from '../web/sections/page'"],
] as const

// Imports that run the right way: the shared package from the site, the lake, the schemas and the
// Studio, components and lib from a section, the section registry from the schemas and the site,
// the settings from a domain.
const DOWNWARD = [
  ['web/lib/content/source.ts', "import {loadSnapshot} from '@habitum/content/snapshot'"],
  ['local-lake/contentStore.ts', "import {loadSnapshot} from '@habitum/content/snapshot'"],
  ['local-lake/contentStore.ts', "import {PRIVATE_DOCUMENT_TYPES} from '@habitum/content/snapshotTypes'"],
  ['schemas/objects/locale.ts', "import {LANGUAGES} from '@habitum/content/languages'"],
  ['schemas/review/rules.ts', "import type {Review} from '@habitum/content/sanity.types'"],
  ['studio/structure.ts', "import {CONTACT_STATUSES} from '@habitum/content/leads/statuses'"],
  ['web/lib/i18n/languages.ts', "import {LANGUAGES} from '@habitum/content/languages'"],
  [
    'packages/content/leads/csv.ts',
    "import {CONTACT_STATUSES} from './statuses'\nimport {LANGUAGE_TITLES} from '../languages'",
  ],
  ['web/lib/contact/retention.ts', "import {DEFAULT_HEALTH_RETENTION_DAYS} from '../config'"],
  ['web/lib/config.ts', "import {DEFAULT_RENDER_WAIT_MS} from '@habitum/content/images/config'"],
  [
    'web/sections/faq/Faq.tsx',
    "import {Card} from '@/components/primitives'\nimport {canonicalPath} from '@/lib/i18n/links'",
  ],
  ['schemas/index.ts', "import {SECTIONS} from './sections/registry'\nimport {faq} from './sections/faq'"],
  [
    'web/sections/definitions.ts',
    "import {SECTION_TYPES} from '../../schemas/sections/registry'\nimport {t} from '../../schemas/site/fragments'",
  ],
] as const

// One ESLint run for every case: loading its configuration is the slow part.
let upward: string[][]
let downward: string[][]
beforeAll(() => {
  const messages = layerMessages([...UPWARD, ...DOWNWARD].map(([file, source]) => ({file, source: `${source}\n`})))
  upward = messages.slice(0, UPWARD.length)
  downward = messages.slice(UPWARD.length)
})

UPWARD.forEach(([file, source], index) => {
  test(`an upward import fails the lint: ${source} in ${file}`, () => {
    const errors = upward[index]!
    assert.equal(errors.length, 1, `expected the layer rule to refuse it, got ${JSON.stringify(errors)}`)
    assert.match(errors[0] ?? '', /Imports run one way/)
  })
})

DOWNWARD.forEach(([file, source], index) => {
  test(`a downward import passes: ${source.replace(/\n/g, '; ')} in ${file}`, () => {
    assert.deepEqual(downward[index], [])
  })
})

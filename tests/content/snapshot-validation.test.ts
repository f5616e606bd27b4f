import assert from 'node:assert/strict'
import path from 'node:path'
import {test} from 'node:test'
import {formatProblem, validateSnapshot} from '../../scripts/validate-content'

const repository = path.resolve(import.meta.dirname, '../..')

test('the bundled content snapshot passes the Studio schema', async () => {
  const problems = await validateSnapshot(path.join(repository, 'content'))
  assert.deepEqual(problems.map(formatProblem), [])
})

test('a deliberately broken snapshot fails, naming each document, field and rule', async () => {
  const problems = (await validateSnapshot(path.join(repository, 'tests/fixtures/broken-content'))).map(formatProblem)
  const expected = [
    'faq-no-spanish (faqItem) › question: El texto en español es obligatorio',
    'faq-no-spanish (faqItem) › key: La clave 1 ya la usa otra pregunta',
    'faq-same-key (faqItem) › key: La clave 1 ya la usa otra pregunta',
    'companyType-bad-value (companyType) › value: Solo minúsculas, números y guiones (2 a 40)',
    'page-bad-slug (page) › slug: «api» está reservado por el sitio',
    'page-bad-slug (page) › sections[_key=="c1"].button.href: Debe ser https://…, mailto:…, tel:…, una ruta que empiece por / o un ancla #…',
  ]
  for (const problem of expected) assert.ok(problems.includes(problem), `missing «${problem}» in:\n${problems.join('\n')}`)
  assert.equal(problems.length, expected.length, problems.join('\n'))
})

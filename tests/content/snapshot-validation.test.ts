/** @jest-environment node */
import assert from '../support/assert'
import path from 'node:path'
import {formatProblem, validateSnapshot} from '../../scripts/validate-content'

const repository = path.resolve(__dirname, '../..')

test('the bundled content snapshot passes the Studio schema', async () => {
  const problems = await validateSnapshot(path.join(repository, 'content'))
  assert.deepEqual(problems.map(formatProblem), [])
})

test('a deliberately broken snapshot fails, naming each document, field and rule', async () => {
  const problems = (await validateSnapshot(path.join(repository, 'tests/fixtures/broken-content'))).map(formatProblem)
  const expected = [
    // The documents the site needs whatever the pages say: the snapshot has neither.
    'siteSettings (siteSettings) › (document): Missing: the site needs this document (a migration creates it: npm run migrate, docs/studio.md)',
    'contactForm (contactForm) › (document): Missing: the site needs this document (a migration creates it: npm run migrate, docs/studio.md)',
    'faq-no-spanish (faqItem) › question: El texto en español es obligatorio',
    'faq-no-spanish (faqItem) › key: La clave 1 ya la usa otra pregunta',
    'faq-same-key (faqItem) › key: La clave 1 ya la usa otra pregunta',
    'companyType-bad-value (companyType) › value: Solo minúsculas, números y guiones (2 a 40)',
    'page-bad-slug (page) › slug: «api» está reservado por el sitio',
    'page-bad-slug (page) › sections[_key=="c1"].button.href: Debe ser https://…, mailto:…, tel:…, una ruta que empiece por / o un ancla #…',
    // Its Markdown copy would be /index.md, the home page's.
    'page-index-slug (page) › sections: Añada al menos una sección',
    'page-index-slug (page) › slug: «index» está reservado por el sitio',
    // Internal links that lead nowhere on the published site: no such page, a section the page
    // does not have (its own page as edited), a legal document that does not exist, a page that is
    // only a draft, an address no route answers.
    'page-broken-links (page) › sections[_key=="c1"].button.href: «/no-existe»: no hay ninguna página publicada en /no-existe',
    'page-broken-links (page) › sections[_key=="c2"].button.href: «/precios#contacto»: la página no tiene ninguna sección con el ancla #contacto',
    'page-broken-links (page) › sections[_key=="c3"].button.href: «/en/legal/terminos»: no hay ninguna página publicada en /legal/terminos',
    'page-broken-links (page) › sections[_key=="c4"].button.href: «/borrador»: no hay ninguna página publicada en /borrador',
    'page-broken-links (page) › sections[_key=="c5"].button.href: «/a/b/c»: el sitio no tiene ninguna dirección así',
    'page-broken-links (page) › sections[_key=="c7"].button.href: «/enlaces#c1»: la página no tiene ninguna sección con el ancla #c1',
    // An image with no English description on a page that has English; a page whose English is
    // marked complete with a text that has none.
    'page-image-no-english (page) › sections[_key=="k1"].image.alt: Falta la descripción en inglés (o marque la imagen como decorativa)',
    'page-image-no-english (page) › seo.image.alt: Falta la descripción en inglés (o marque la imagen como decorativa)',
    'page-english-incomplete (page) › sections[_key=="c1"].heading: Falta el inglés de «Secciones › Llamada final «Hablemos» › Título» (la versión en inglés está marcada como completa)',
    // Redirects that would break the site: a loop, a chain, a live page, a reserved route, a
    // duplicate, an impossible target.
    'redirect-loop (redirect) › to: «/en/vieja?x=1» redirige a sí misma: elija otro destino',
    'redirect-chain-a (redirect) › to: «/b» ya redirige a «/c»: apunte esta redirección directamente a «/c»',
    'redirect-chain-b (redirect) › to: «/a» redirige a «/b»: cambie esa redirección para que apunte a «/c», o borre una de las dos',
    'redirect-live-page (redirect) › from: «/precios» es una página publicada: despublíquela o cambie su dirección antes',
    'redirect-reserved (redirect) › from: «/es/promo» es una dirección reservada del sitio (sin /es ni /en: la redirección vale para los tres idiomas)',
    'redirect-duplicate-1 (redirect) › from: Ya existe otra redirección desde «/promo»',
    'redirect-duplicate-2 (redirect) › from: Ya existe otra redirección desde «/promo»',
    'redirect-bad-target (redirect) › to: El destino debe ser una ruta de este sitio que empieza con «/» o una dirección http:// o https://',
  ]
  for (const problem of expected) assert.ok(problems.includes(problem), `missing «${problem}» in:\n${problems.join('\n')}`)
  assert.equal(problems.length, expected.length, problems.join('\n'))
})

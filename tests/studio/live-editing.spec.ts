import {expect, offline, Studio, test} from './fixtures'

test("two editors on one document see each other's edits as they make them", async ({studio, lake, browser}) => {
  // A second editor, in a browser of their own: the lake's listener carries each edit across.
  const context = await browser.newContext({ignoreHTTPSErrors: true, viewport: {width: 1280, height: 800}})
  await offline(context)
  const colleague = new Studio(await context.newPage(), lake)
  for (const editor of [studio, colleague]) {
    await editor.open()
    await editor.openDocument('Preguntas frecuentes', '¿Mis datos están seguros?')
  }
  await studio.input('question.es').fill('¿Mis datos están seguros con Habitum?')
  await expect(colleague.input('question.es')).toHaveValue('¿Mis datos están seguros con Habitum?')
  await colleague.input('question.en').fill('Is my data safe with Habitum?')
  await expect(studio.input('question.en')).toHaveValue('Is my data safe with Habitum?')
  await context.close()
})

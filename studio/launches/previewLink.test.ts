import {launchPreviewHref} from './previewLink'

describe("launchPreviewHref: a launch's «Vista previa» opens the Presentation tool on the launch", () => {
  it.each([
    ['/', '/presentation?preview=%2F%3Flaunch%3Dlaunch-verano'],
    ['/studio/', '/studio/presentation?preview=%2F%3Flaunch%3Dlaunch-verano'],
  ])('from a Studio at %p', (basePath, href) => {
    expect(launchPreviewHref(basePath, 'launch-verano')).toBe(href)
  })
})

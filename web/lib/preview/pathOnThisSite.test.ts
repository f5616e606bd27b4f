import {pathOnThisSite} from '../../../schemas/site/preview'

describe('pathOnThisSite: where preview may send the editor', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(pathOnThisSite('/en/alco?x=1#faq')).toBe('/en/alco?x=1#faq')
  })

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined])(
    'sends %p to the home page instead of another origin',
    (target) => {
      expect(pathOnThisSite(target)).toBe('/')
    },
  )
})

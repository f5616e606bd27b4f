import {launchRequested} from './launchRequest'

const ENABLE = 'https://site.example/api/draft-mode/enable'

describe('launchRequested: the launch an enable request names, and the request without it', () => {
  it('reads `launch` on the route itself', () => {
    const {launchId, url} = launchRequested(`${ENABLE}?secret=s&launch=launch-summer&redirect=/en/alco`)
    expect(launchId).toBe('launch-summer')
    expect(url.searchParams.get('launch')).toBeNull()
    expect(url.searchParams.get('redirect')).toBe('/en/alco')
  })

  it('reads it on the page the Presentation tool asks for, and takes it off that page', () => {
    const pathname = encodeURIComponent('/?launch=launch-summer')
    const {launchId, url} = launchRequested(`${ENABLE}?sanity-preview-secret=s&sanity-preview-pathname=${pathname}`)
    expect(launchId).toBe('launch-summer')
    expect(url.searchParams.get('sanity-preview-pathname')).toBe('/')
    expect(url.searchParams.get('sanity-preview-secret')).toBe('s')
  })

  it('names none for a drafts preview, and leaves the request as it was', () => {
    const {launchId, url} = launchRequested(`${ENABLE}?sanity-preview-secret=s&sanity-preview-pathname=%2Falco`)
    expect(launchId).toBeNull()
    expect(url.searchParams.get('sanity-preview-pathname')).toBe('/alco')
  })
})

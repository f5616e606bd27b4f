import {originOf} from './origin'

const SITE = {host: 'localhost:3000', siteUrl: 'https://www.habitum.example'}

describe('originOf', () => {
  it('takes the page and its language from a Referer on this site', () => {
    expect(originOf('http://localhost:3000/en/alco?x=1#contactus', SITE)).toEqual({page: '/en/alco', language: 'en'})
    expect(originOf('https://www.habitum.example/alco', SITE)).toEqual({page: '/alco', language: 'es'})
    expect(originOf(null, SITE)).toEqual({page: '/', language: 'es'})
  })

  it.each([
    'javascript:alert(1)//en/',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://localhost:3000/es/',
    'https://evil.example/en/',
    'http://localhost:3001/es/',
    'not a url',
  ])('refuses %s', (referer) => {
    expect(originOf(referer, SITE)).toBeNull()
  })
})

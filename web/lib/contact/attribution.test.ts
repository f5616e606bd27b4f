import {ATTRIBUTION_KEY, landingAttribution, rememberLandingPage, visitAttribution} from './attribution'

const SITE = 'https://www.habitum.example'

describe('landingAttribution', () => {
  it('takes the three campaign parameters and the origin of another site that linked here', () => {
    expect(
      landingAttribution(
        `${SITE}/alco?utm_source=newsletter&utm_medium=email&utm_campaign=oto%C3%B1o&utm_term=x&fbclid=y`,
        'https://news.example.org/2025/10/articulo?id=5',
      ),
    ).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'otoño',
      referrerOrigin: 'https://news.example.org',
    })
  })

  it('ignores this site as a referrer, other schemes, and no referrer at all', () => {
    expect(landingAttribution(`${SITE}/`, `${SITE}/en/`)).toEqual({})
    expect(landingAttribution(`${SITE}/`, 'android-app://com.example')).toEqual({})
    expect(landingAttribution(`${SITE}/`, '')).toEqual({})
  })

  it('cuts long values to what the endpoint keeps, and drops what it would refuse, so a person is never refused for it', () => {
    expect(
      landingAttribution(
        `${SITE}/?utm_source=${'x'.repeat(150)}&utm_medium=a%00b&utm_campaign=%E2%80%AEx&utm_term=`,
        '',
      ),
    ).toEqual({utmSource: 'x'.repeat(100)})
    expect(landingAttribution(`${SITE}/?utm_source=%20%20`, `https://${'a'.repeat(100)}.example/`)).toEqual({})
  })
})

describe('the visit’s record in sessionStorage', () => {
  beforeEach(() => sessionStorage.clear())

  it('is written by the first page of the visit only, and read back by the form', () => {
    window.history.replaceState(null, '', '/alco?utm_source=newsletter&utm_medium=email&utm_campaign=otono')
    rememberLandingPage()
    window.history.replaceState(null, '', '/?utm_source=other')
    rememberLandingPage()
    expect(JSON.parse(sessionStorage.getItem(ATTRIBUTION_KEY)!)).toEqual({
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'otono',
    })
    expect(visitAttribution()).toEqual({utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'otono'})
    expect(document.cookie).toBe('')
  })

  it('records a visit without a campaign too, so a later page’s parameters do not pass for the landing page’s', () => {
    window.history.replaceState(null, '', '/')
    rememberLandingPage()
    window.history.replaceState(null, '', '/alco?utm_source=internal-link')
    rememberLandingPage()
    expect(visitAttribution()).toEqual({})
  })

  it('is re-checked when read: what the visitor changed there is cut or dropped, never sent as is', () => {
    sessionStorage.setItem(
      ATTRIBUTION_KEY,
      JSON.stringify({utmSource: 'x'.repeat(300), utmMedium: 42, utmCampaign: 'a\u0000b', email: 'x@y.z'}),
    )
    expect(visitAttribution()).toEqual({utmSource: 'x'.repeat(100)})
    sessionStorage.setItem(ATTRIBUTION_KEY, '{not json')
    expect(visitAttribution()).toEqual({})
    sessionStorage.setItem(ATTRIBUTION_KEY, 'null')
    expect(visitAttribution()).toEqual({})
  })

  it('is silently skipped when storage is refused', () => {
    const refuse = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(() => rememberLandingPage()).not.toThrow()
    expect(visitAttribution()).toEqual({})
    refuse.mockRestore()
  })
})

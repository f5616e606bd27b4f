import {announcements, legalNoticeKey} from './legalNotice'

const terms = {
  slug: 'terms-of-use',
  title: 'Términos y condiciones de uso',
  titleLanguage: 'es' as const,
  revisions: [{inForce: '2024-05-23'}, {inForce: '2027-01-01'}],
}
const privacy = {
  slug: 'privacy-policy',
  title: 'Política de privacidad',
  titleLanguage: 'es' as const,
  revisions: [{inForce: '2023-07-01'}],
}

describe('announcements', () => {
  it('one per document with a coming revision: its title, the date in force and the coming one', () => {
    expect(announcements([privacy, terms], '2026-11-25')).toEqual([
      {
        key: 'terms-of-use@2027-01-01',
        slug: 'terms-of-use',
        title: 'Términos y condiciones de uso',
        titleLanguage: 'es',
        current: '2024-05-23',
        coming: '2027-01-01',
      },
    ])
  })

  it('none on the day the revision applies, nor when nothing is ahead', () => {
    expect(announcements([privacy, terms], '2027-01-01')).toEqual([])
    expect(announcements([privacy], '2026-11-25')).toEqual([])
  })

  it('a new key for each coming date: a later change is announced even to those who dismissed the first', () => {
    expect(legalNoticeKey('terms-of-use', '2027-01-01')).not.toBe(legalNoticeKey('terms-of-use', '2027-06-01'))
  })

  it('leaves out a slug the Studio would refuse (the key goes into a selector and a script)', () => {
    expect(announcements([{...terms, slug: 'terms"]{}'}], '2026-11-25')).toEqual([])
  })
})

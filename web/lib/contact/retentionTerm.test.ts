/** @jest-environment node */
import {LANGUAGES} from '@habitum/content/languages'
import {loadSnapshot} from '@habitum/content/snapshot'
import path from 'node:path'
import {PRIVACY_POLICY_SLUG} from '../../../schemas/legalSlugs'
import {saysLegalTerm} from '../../../schemas/objects/legalTerm'
import {DEFAULT_RETENTION_MONTHS} from '../config'
import {getLegalDocument} from '../content'
import {revisionInForce, todayInBuenosAires} from '../content/legal'
import {legalTermWords} from '../content/legalTerms'
import {plainText} from '../content/portableText'
import {contactFormContext} from './formContext'

/**
 * How long contact data is kept is said twice, by the notice before «Enviar» and by the privacy
 * policy, from one number (the policy revision's, schemas/objects/legalTerm.ts): the bundled
 * content, read as the pages read it, must say the same in both, and what the server does.
 */

const text = (blocks: unknown) => ((blocks ?? []) as Parameters<typeof plainText>[0][]).map(plainText).join('\n')
/** Every period the text states in months or years. */
const periods = (words: string) => words.match(/\d+\s+(?:mes(?:es)?|años?|months?|years?)\b/g) ?? []

const policyInForce = async () => {
  const policy = await getLegalDocument(PRIVACY_POLICY_SLUG, 'es')
  const revision = revisionInForce(policy?.revisions ?? null, todayInBuenosAires())
  if (!revision) throw new Error('The bundled privacy policy has no revision in force')
  return revision
}

describe('the contact-data retention term', () => {
  it('is the server’s: leads are deleted when the policy says they are', async () => {
    expect((await policyInForce()).contactRetentionMonths).toBe(DEFAULT_RETENTION_MONTHS)
  })

  it.each(LANGUAGES)('the notice on a page in %s says the policy’s term, and no other', async (lang) => {
    const revision = await policyInForce()
    const {notice} = await contactFormContext({lang, prefixed: lang !== 'es'}, 'published')
    const term = legalTermWords('contactRetention', revision, lang)
    expect(periods(text(notice))).toEqual([term])
    // The policy's item on contact data says it too, in the policy's language.
    const item = text(revision.body)
      .split('\n')
      .filter((line) => /formulario de contacto se conservan/.test(line))
    expect(item).toHaveLength(1)
    expect(periods(item[0]!)).toEqual([legalTermWords('contactRetention', revision, revision.bodyLanguage)])
  })

  it('is said by the term itself in both texts, never typed as a number', () => {
    const {documents} = loadSnapshot(path.resolve(__dirname, '../../../content'))
    const form = documents.find((document) => document._id === 'contactForm') as unknown as {
      notice: Record<string, unknown>
    }
    for (const lang of LANGUAGES) expect(saysLegalTerm(form.notice[lang], 'contactRetention')).toBe(true)
    const policy = documents.find((document) => document._id === `legal-${PRIVACY_POLICY_SLUG}`) as unknown as {
      revisions: Array<{inForce: string; body: {es: unknown}}>
    }
    const inForce = revisionInForce(policy.revisions as never, todayInBuenosAires()) as unknown as {body: {es: unknown}}
    expect(saysLegalTerm(inForce.body.es, 'contactRetention')).toBe(true)
  })
})

import {createIfNotExists, defineMigration} from 'sanity/migrate'
import {INITIAL_HEALTH_VOCABULARY} from '@habitum/content/leads/healthVocabulary'
import {INITIAL_NOTICE, INITIAL_RIGHTS_NOTICE} from './notices'

/**
 * The contact form's document (schemas/documents/contactForm.ts), which the site needs to show the
 * notice at collection and to tell a message with health details: created with the notices and
 * the health-details vocabulary it started with, unless the dataset has one already (an editor's
 * is kept as it is). Safe to run again.
 */
export default defineMigration({
  title: 'The contact form: its notice at collection, its rights notice and its health-details vocabulary',
  documentTypes: ['contactForm'],
  async *migrate() {
    yield createIfNotExists({
      _id: 'contactForm',
      _type: 'contactForm',
      notice: INITIAL_NOTICE,
      rightsNotice: INITIAL_RIGHTS_NOTICE,
      healthTerms: [...INITIAL_HEALTH_VOCABULARY.terms],
      healthCues: [...INITIAL_HEALTH_VOCABULARY.cues],
      healthPhrases: [...INITIAL_HEALTH_VOCABULARY.phrases],
    })
  },
})

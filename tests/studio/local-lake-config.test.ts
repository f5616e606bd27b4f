/** @jest-environment node */
import assert from '../support/assert'
import {localLakeComments, localLakeOptions} from '../../studio/localLake'

test('the Studio config: unchanged for a Sanity project, local lake options only with an API host', () => {
  assert.deepEqual(localLakeOptions(undefined), {})
  assert.deepEqual(localLakeComments(undefined), {})
  const local = localLakeOptions('https://localhost:3334')
  assert.equal(local.apiHost, 'https://localhost:3334')
  for (const feature of [
    'releases',
    'scheduledDrafts',
    'scheduledPublishing',
    'tasks',
    'announcements',
    'mediaLibrary',
  ] as const) {
    assert.deepEqual(local[feature], {enabled: false}, feature)
  }
  // Sanity 6's default search calls text::query(), which the lake's GROQ engine (groq-js) lacks.
  assert.deepEqual(local.search, {strategy: 'groqLegacy'})
  assert.deepEqual(localLakeComments('https://localhost:3334'), {comments: {enabled: false}})
})

/** @jest-environment node */
import path from 'node:path'
import {readServerConfig} from './config'

describe('readServerConfig', () => {
  it('reads the bundled snapshot when no Sanity project is set', () => {
    const config = readServerConfig({CONTENT_DIR: 'content'})
    expect(config.sanity).toBeUndefined()
    expect(config.contentDirectory).toBe(path.resolve('content'))
    expect(config.siteUrl).toBe('http://localhost:3000')
  })

  it('reads a Sanity project with its dataset and token', () => {
    expect(readServerConfig({SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_API_READ_TOKEN: 't'}).sanity).toEqual({
      projectId: 'abc123',
      dataset: 'staging',
      token: 't',
    })
  })

  it.each([
    [{SANITY_PROJECT_ID: 'Not Valid'}, /SANITY_PROJECT_ID "Not Valid" is malformed/],
    [{SANITY_DATASET: 'prod data'}, /SANITY_DATASET "prod data" is malformed/],
    [{SITE_URL: 'habitum.example'}, /SITE_URL "habitum.example" is malformed/],
  ])('stops on a malformed value, naming it: %o', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message)
  })
})

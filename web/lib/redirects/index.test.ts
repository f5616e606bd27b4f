/** @jest-environment node */
import path from 'node:path'

describe('findRedirect', () => {
  it('with content that cannot be read: no redirect and the problem logged, never a failure', async () => {
    process.env.CONTENT_DIR = path.resolve(__dirname, '../../../tests/fixtures/unreadable-content')
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    const {findRedirect} = await import('./index')
    await expect(findRedirect('/vieja', '')).resolves.toBeNull()
    expect(error).toHaveBeenCalledWith('[redirects] could not read the redirects:', expect.anything())
  })
})

describe('namesNoPage', () => {
  it('with content that cannot be read: no address is taken for one that names no page (the pages decide)', async () => {
    process.env.CONTENT_DIR = path.resolve(__dirname, '../../../tests/fixtures/unreadable-content')
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const {namesNoPage} = await import('./index')
    await expect(namesNoPage('/no-such-page')).resolves.toBe(false)
  })
})

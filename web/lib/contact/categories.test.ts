/** @jest-environment node */
import {createCategoryList} from './categories'
import {
  KEPT_READING_MAX_AGE_MS as CATEGORY_LIST_MAX_AGE_MS,
  KEPT_READING_REREAD_AFTER_MS as CATEGORY_LIST_REREAD_AFTER_MS,
} from './keptReading'

/** A content source the test controls: what it answers, and whether it can be read at all. */
function source(values: string[]) {
  const state = {values, readable: true, reads: 0}
  const read = jest.fn(async () => {
    state.reads++
    if (!state.readable) throw new Error('unreadable snapshot')
    return state.values
  })
  return {state, read}
}

/** Lets a reading started in the background finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('createCategoryList', () => {
  let now = 0
  const clock = () => now
  beforeEach(() => {
    now = 0
    jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it('accepts an empty category without reading anything', async () => {
    const {read} = source(['prepaga'])
    expect(await createCategoryList(read, clock).check('')).toEqual({status: 'known'})
    expect(read).not.toHaveBeenCalled()
  })

  it('checks against the list it read, and refuses what the list lacks', async () => {
    const {read} = source(['prepaga', 'laboratorio'])
    const list = createCategoryList(read, clock)
    expect(await list.check('prepaga')).toEqual({status: 'known'})
    expect(await list.check('hacker')).toMatchObject({status: 'unknown'})
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('keeps the last list read when the content becomes unreadable', async () => {
    const {state, read} = source(['prepaga'])
    const list = createCategoryList(read, clock)
    expect(await list.check('prepaga')).toEqual({status: 'known'})
    state.readable = false
    now += CATEGORY_LIST_MAX_AGE_MS
    expect(await list.check('prepaga')).toEqual({status: 'known'})
    await settled()
    now += CATEGORY_LIST_REREAD_AFTER_MS
    expect(await list.check('hacker')).toMatchObject({status: 'unknown'})
    expect(state.reads).toBe(3)
  })

  it('with no list ever read, leaves the category unchecked instead of refusing it', async () => {
    const {state, read} = source(['prepaga'])
    state.readable = false
    expect(await createCategoryList(read, clock).check('prepaga')).toEqual({status: 'unchecked'})
  })

  it('reads the list again in the background once it is old', async () => {
    const {state, read} = source(['prepaga'])
    const list = createCategoryList(read, clock)
    await list.check('prepaga')
    state.values = ['obra-social']
    now += CATEGORY_LIST_MAX_AGE_MS
    expect(await list.check('prepaga')).toEqual({status: 'known'})
    await settled()
    expect(await list.check('obra-social')).toEqual({status: 'known'})
    expect(state.reads).toBe(2)
  })

  it('reads the list again at once for a category it lacks (a type just published), not more often than it may', async () => {
    const {state, read} = source(['prepaga'])
    const list = createCategoryList(read, clock)
    await list.check('prepaga')
    state.values = ['prepaga', 'empresa']
    expect(await list.check('empresa')).toMatchObject({status: 'unknown'})
    now += CATEGORY_LIST_REREAD_AFTER_MS
    expect(await list.check('empresa')).toEqual({status: 'known'})
    expect(state.reads).toBe(2)
  })
})

import {nextTabIndex, toggleOpen} from './roving'

describe('nextTabIndex', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 2, 1],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from tab %i of 3 selects tab %i', (key, current, expected) => {
    expect(nextTabIndex(key, current, 3)).toBe(expected)
  })

  it('ignores other keys', () => {
    expect(nextTabIndex('Enter', 1, 3)).toBeUndefined()
    expect(nextTabIndex('a', 1, 3)).toBeUndefined()
  })
})

describe('toggleOpen', () => {
  it('opens and closes one item without touching the others', () => {
    const one = toggleOpen(new Set(['a']), 'b')
    expect([...one]).toEqual(['a', 'b'])
    expect([...toggleOpen(one, 'a')]).toEqual(['b'])
  })
})

import {aroundChanges, wordDiff} from './wordDiff'

const changed = (parts: {text: string; changed: boolean}[]) => parts.filter((part) => part.changed).map((p) => p.text)

describe('wordDiff', () => {
  it('marks only the word that changed in a long text', () => {
    const diff = wordDiff(
      'Habitum le acompaña cada semana con su equipo.',
      'Habitum le acompaña cada día con su equipo.',
    )
    expect(changed(diff.before)).toEqual(['semana '])
    expect(changed(diff.now)).toEqual(['día '])
    expect(diff.now.map((part) => part.text).join('')).toBe('Habitum le acompaña cada día con su equipo.')
  })

  it('marks added words on «Ahora» and removed ones on «Antes»', () => {
    const diff = wordDiff('Un plan.', 'Un plan nuevo y simple.')
    expect(changed(diff.before)).toEqual(['plan.'])
    expect(changed(diff.now)).toEqual(['plan nuevo y simple.'])
  })

  it('shortens long unchanged stretches around a change', () => {
    const words = Array.from({length: 60}, (_, index) => `palabra${index}`)
    const before = words.join(' ')
    const now = [...words.slice(0, 30), 'cambio', ...words.slice(31)].join(' ')
    const shown = aroundChanges(wordDiff(before, now).now)
    const text = shown.map((part) => part.text).join('')
    expect(text).toContain('cambio')
    expect(text).toContain('palabra29')
    expect(text).not.toContain('palabra5 ')
    expect(text.startsWith('…')).toBe(true)
    expect(text.endsWith('…')).toBe(true)
  })
})

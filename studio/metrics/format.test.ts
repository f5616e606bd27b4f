import {formatDay, formatPercentile, formatSamples, formatShare, formatStretch, formatVitalValue} from './format'

describe('how «Panel» writes numbers', () => {
  it('writes times in ms below a second and in s above, CLS with two decimals', () => {
    expect(formatVitalValue('INP', 180)).toBe('180 ms')
    expect(formatVitalValue('LCP', 2600)).toBe('2,6 s')
    expect(formatVitalValue('LCP', 3000)).toBe('3 s')
    expect(formatVitalValue('TTFB', 1050)).toBe('1,05 s')
    expect(formatVitalValue('CLS', 0.1)).toBe('0,10')
    expect(formatVitalValue('CLS', 0)).toBe('0,00')
  })

  it('writes a percentile beyond the scale as more than its end', () => {
    expect(formatPercentile('LCP', {value: 10_000, beyondScale: true, samples: 3})).toBe('> 10 s')
    expect(formatPercentile('INP', {value: 2000, beyondScale: true, samples: 3})).toBe('> 2 s')
    expect(formatPercentile('CLS', {value: 1, beyondScale: true, samples: 3})).toBe('> 1,00')
    expect(formatPercentile('LCP', {value: 2500, beyondScale: false, samples: 3})).toBe('2,5 s')
  })

  it('writes shares, counts of samples and days', () => {
    expect(formatShare(0.6).replace(/\s/g, ' ')).toBe('60 %')
    expect(formatShare(1 / 3).replace(/\s/g, ' ')).toBe('33,3 %')
    expect(formatShare(undefined)).toBe('—')
    expect(formatSamples(1)).toBe('1 muestra')
    expect(formatSamples(12)).toBe('12 muestras')
    expect(formatDay('2026-11-05')).toBe('05/11/2026')
    expect(formatStretch(['2026-11-05'])).toBe('05/11')
    expect(formatStretch(['2026-11-05', '2026-11-06', '2026-11-11'])).toBe('05/11–11/11')
  })
})

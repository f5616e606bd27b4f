/**
 * The fallback faces of web/theme/fonts.ts, in the order the font stack tries them: each system
 * font scaled so that the site's text is as wide in it as in Inter, at each weight, with Inter's
 * line heights. Written by scripts/font-fallbacks.ts, which measures them.
 */
export const FONT_FALLBACKS = [
  {
    family: 'Inter Fallback Arial',
    faces: [
      {
        weight: '100 500',
        local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
        sizeAdjust: '106.53%',
        ascentOverride: '90.96%',
        descentOverride: '22.62%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '600',
        local: [
          'Arial Bold',
          'Arial-BoldMT',
          'Liberation Sans Bold',
          'LiberationSans-Bold',
          'Arimo Bold',
          'Arimo-Bold',
        ],
        sizeAdjust: '100.83%',
        ascentOverride: '96.10%',
        descentOverride: '23.90%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '700',
        local: [
          'Arial Bold',
          'Arial-BoldMT',
          'Liberation Sans Bold',
          'LiberationSans-Bold',
          'Arimo Bold',
          'Arimo-Bold',
        ],
        sizeAdjust: '101.80%',
        ascentOverride: '95.19%',
        descentOverride: '23.67%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '800 900',
        local: [
          'Arial Bold',
          'Arial-BoldMT',
          'Liberation Sans Bold',
          'LiberationSans-Bold',
          'Arimo Bold',
          'Arimo-Bold',
        ],
        sizeAdjust: '102.96%',
        ascentOverride: '94.11%',
        descentOverride: '23.41%',
        lineGapOverride: '0.00%',
      },
    ],
  },
  {
    family: 'Inter Fallback Roboto',
    faces: [
      {
        weight: '100 500',
        local: ['Roboto', 'Roboto-Regular'],
        sizeAdjust: '106.91%',
        ascentOverride: '90.64%',
        descentOverride: '22.54%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '600',
        local: ['Roboto Bold', 'Roboto-Bold'],
        sizeAdjust: '107.52%',
        ascentOverride: '90.12%',
        descentOverride: '22.41%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '700',
        local: ['Roboto Bold', 'Roboto-Bold'],
        sizeAdjust: '108.55%',
        ascentOverride: '89.27%',
        descentOverride: '22.20%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '800 900',
        local: ['Roboto Bold', 'Roboto-Bold'],
        sizeAdjust: '109.79%',
        ascentOverride: '88.26%',
        descentOverride: '21.95%',
        lineGapOverride: '0.00%',
      },
    ],
  },
  {
    family: 'Inter Fallback DejaVu',
    faces: [
      {
        weight: '100 500',
        local: ['DejaVu Sans', 'DejaVuSans'],
        sizeAdjust: '94.02%',
        ascentOverride: '103.06%',
        descentOverride: '25.63%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '600',
        local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
        sizeAdjust: '84.90%',
        ascentOverride: '114.13%',
        descentOverride: '28.39%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '700',
        local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
        sizeAdjust: '85.72%',
        ascentOverride: '113.05%',
        descentOverride: '28.12%',
        lineGapOverride: '0.00%',
      },
      {
        weight: '800 900',
        local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
        sizeAdjust: '86.70%',
        ascentOverride: '111.77%',
        descentOverride: '27.80%',
        lineGapOverride: '0.00%',
      },
    ],
  },
] as const

/**
 * How «Panel» and a page's «Rendimiento» explain their figures, in the same words: written once
 * here so the two screens never say the same thing two ways.
 */

/**
 * The days the figures are summed by. The site keeps one document per UTC day, which in Buenos
 * Aires (UTC−3, no daylight saving) runs from 21:00 of the day before to 21:00: said so, never «UTC».
 */
export const DAYS_EXPLAINED = 'Cada día va de las 21:00 del día anterior a las 21:00, hora de Buenos Aires'

/** The speed figures are each a p75 read from a histogram's bucket edges: said as what it means for visits. */
export const SPEED_FIGURE_EXPLAINED =
  'Cada cifra es la de tres de cada cuatro visitas: a esas les fue igual o mejor, a la cuarta peor. Puede pasarse un poco de la cifra exacta, nunca quedarse corta.'

/** The device classes, by the visitor's screen (their widths only under «Detalle técnico»). */
export const DEVICES_EXPLAINED = 'por el tamaño de la pantalla: teléfono, tableta o escritorio'

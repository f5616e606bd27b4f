/** The part of subset-font 2.x that scripts/subset-font.ts uses (its own types lag behind). */
declare module 'subset-font' {
  type Options = {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    variationAxes?: Record<string, number | {min: number; max: number; default?: number}>
    keepFeatures?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}

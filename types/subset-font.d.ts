// subset-font ships no types; this is the part scripts/fonts/subset.ts uses.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; variationAxes?: Record<string, number> },
  ): Promise<Buffer>;
}

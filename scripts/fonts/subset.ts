import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { charactersOf, type PreviewFontWeight, type SiteFontFace } from '../../lib/fonts/faces';

/** A face's file: its source cut to its unicode-range (harfbuzz keeps the weight axis), or the source. */
export async function fontFileContent(face: SiteFontFace): Promise<Buffer> {
  const source = readFileSync(face.source);
  return face.cut ? subsetFont(source, charactersOf(face.unicodeRange), { targetFormat: 'woff2' }) : source;
}

/** A face cut to its unicode-range and pinned to one weight, as TrueType: what next/og can draw with. */
export function previewFontContent(face: SiteFontFace, weight: PreviewFontWeight): Promise<Buffer> {
  return subsetFont(readFileSync(face.source), charactersOf(face.unicodeRange), { targetFormat: 'sfnt', variationAxes: { wght: weight } });
}

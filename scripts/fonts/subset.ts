import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { charactersOf, type SiteFontFace } from '../../lib/fonts/faces';

/** A face's file: its source cut to its unicode-range (harfbuzz keeps the weight axis), or the source. */
export async function fontFileContent(face: SiteFontFace): Promise<Buffer> {
  const source = readFileSync(face.source);
  return face.cut ? subsetFont(source, charactersOf(face.unicodeRange), { targetFormat: 'woff2' }) : source;
}

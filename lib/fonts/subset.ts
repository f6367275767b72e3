import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { charactersOf, type SiteFontFace } from './faces';

/** A face's source file cut to its unicode-range, as woff2 (harfbuzz keeps the weight axis). */
export async function cutSubset(face: SiteFontFace): Promise<Buffer> {
  return subsetFont(readFileSync(face.source), charactersOf(face.unicodeRange), { targetFormat: 'woff2' });
}

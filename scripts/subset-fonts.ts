/**
 * `npm run fonts:subset`: cuts the faces that lib/fonts/faces.ts marks as subsets from their
 * @fontsource-variable files (keeping the weight axis) into assets/fonts/. Run it after changing a
 * face's unicode-range or upgrading the font packages; the cut files are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { FONT_FACES } from '../lib/fonts/faces';
import { cutSubset } from '../lib/fonts/subset';

for (const face of FONT_FACES) {
  if (!face.subset) continue;
  const font = await cutSubset(face);
  mkdirSync(dirname(face.subset), { recursive: true });
  writeFileSync(face.subset, font);
  console.log(`${face.subset}: ${(font.byteLength / 1024).toFixed(1)} KiB (${face.unicodeRange})`);
}

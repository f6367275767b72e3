/**
 * `npm run fonts:subset`: writes the Noto Sans faces of lib/fonts/faces.ts to public/fonts/, cut
 * from their @fontsource-variable files where the face says so, under names that carry a hash of
 * their content, and lists the names in lib/fonts/files.json. Run it after changing a face or
 * upgrading the font packages; the files are committed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FONT_FACES, PREVIEW_FONT_DIRECTORY, PREVIEW_FONT_WEIGHTS, fontFileName, previewFontFileName, type FontFaceName } from '../../lib/fonts/faces';
import { fontFileContent, previewFontContent } from './subset';

const DIRECTORY = join('public', 'fonts');
mkdirSync(DIRECTORY, { recursive: true });
for (const name of readdirSync(DIRECTORY)) if (name.endsWith('.woff2')) rmSync(join(DIRECTORY, name));

const files = {} as Record<FontFaceName, string>;
for (const face of FONT_FACES) {
  const font = await fontFileContent(face);
  const name = fontFileName(face.name, createHash('sha256').update(font).digest('hex'));
  writeFileSync(join(DIRECTORY, name), font);
  files[face.name] = `/fonts/${name}`;
  console.log(`public/fonts/${name}: ${(font.byteLength / 1024).toFixed(1)} KiB (${face.unicodeRange})`);
}
writeFileSync(join('lib', 'fonts', 'files.json'), `${JSON.stringify(files, null, 2)}\n`);

// The share-preview images' faces: each face at each weight they draw, as TrueType.
mkdirSync(PREVIEW_FONT_DIRECTORY, { recursive: true });
for (const face of FONT_FACES) {
  for (const weight of PREVIEW_FONT_WEIGHTS) {
    const font = await previewFontContent(face, weight);
    const path = join(PREVIEW_FONT_DIRECTORY, previewFontFileName(face.name, weight));
    writeFileSync(path, font);
    console.log(`${path}: ${(font.byteLength / 1024).toFixed(1)} KiB`);
  }
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import {
  FACES_BY_LOCALE,
  FALLBACK_FACES,
  FONT_FACES,
  charactersOf,
  describeCharacter,
  fallbackFontFaceCss,
  fontFaceCss,
  fontFileName,
  fontFileUrl,
  parseUnicodeRange,
  uncoveredCharacters,
  type FallbackFace,
} from './faces';
import { fontFileContent } from '../../scripts/fonts/subset';

describe('unicode-range', () => {
  it('parses single code points and ranges', () => {
    expect(parseUnicodeRange('U+0400-045F, U+2116')).toEqual([
      [0x400, 0x45f],
      [0x2116, 0x2116],
    ]);
  });

  it('refuses what is not a range', () => {
    expect(() => parseUnicodeRange('U+04XX')).toThrow(/U\+04XX/);
    expect(() => parseUnicodeRange('U+0500-0400')).toThrow(/ends before it starts/);
  });

  it('lists the characters a subset is cut to', () => {
    expect(charactersOf('U+0041-0043,U+04D8')).toBe('ABCӘ');
  });
});

describe('which characters the faces draw', () => {
  it('draws English, Russian, Kazakh and modern Georgian text, with typographic punctuation', () => {
    expect(uncoveredCharacters('Hello «мир» — Қазақстан, Әліппе, Һ ү ө ң ғ… „საქართველო“\n')).toEqual([]);
  });

  it('names what no face draws, once each', () => {
    expect(uncoveredCharacters('Ӂ Ӂ → Ა')).toEqual(['Ӂ', '→', 'Ა']);
    expect(describeCharacter('Ა')).toBe('Ა (U+1C90)');
  });

  it('draws every character of the messages and the content', () => {
    const files = [
      ...readdirSync('messages').map((name) => join('messages', name)),
      ...readdirSync('content')
        .filter((name) => name.endsWith('.json'))
        .map((name) => join('content', name)),
    ];
    const uncovered = files.flatMap((file) => uncoveredCharacters(readFileSync(file, 'utf8')).map((c) => `${file}: ${describeCharacter(c)}`));
    expect(uncovered).toEqual([]);
  });
});

describe('the font files', () => {
  it.each(FONT_FACES)('$name: public/fonts holds what npm run fonts:subset makes, under its hash', async (face) => {
    const url = fontFileUrl(face.name);
    const served = readFileSync(join('public', url));
    expect(url).toBe(`/fonts/${fontFileName(face.name, createHash('sha256').update(served).digest('hex'))}`);
    expect((await fontFileContent(face)).equals(served)).toBe(true);
  });

  it('has no stale files', () => {
    expect(readdirSync(join('public', 'fonts')).sort()).toEqual(FONT_FACES.map((face) => fontFileUrl(face.name).replace('/fonts/', '')).sort());
  });

  it('declares one Noto Sans family, each face with its file, range and display', () => {
    const css = fontFaceCss();
    expect(css.match(/@font-face\{font-family:"Noto Sans";/g)).toHaveLength(FONT_FACES.length);
    expect(css).toContain(`src:url(${fontFileUrl('kazakh')}) format("woff2");font-weight:100 900;font-display:optional;unicode-range:U+0492-0493`);
    expect(css.match(/font-display:optional;/g)).toHaveLength(FONT_FACES.length);
  });

  it('gives each language the faces its letters need', () => {
    const faceOf = (letter: string) =>
      FONT_FACES.find((face) => parseUnicodeRange(face.unicodeRange).some(([a, b]) => letter.codePointAt(0)! >= a && letter.codePointAt(0)! <= b))?.name;
    expect(FACES_BY_LOCALE.kk).toEqual(expect.arrayContaining([faceOf('a'), faceOf('Ж'), faceOf('Қ')]));
    expect(FACES_BY_LOCALE.ru).toEqual(expect.arrayContaining([faceOf('a'), faceOf('Ж')]));
    expect(FACES_BY_LOCALE.ka).toEqual(expect.arrayContaining([faceOf('a'), faceOf('ქ')]));
    expect(FACES_BY_LOCALE.en).toEqual([faceOf('a')]);
  });
});

describe('the fallback font', () => {
  const css = fallbackFontFaceCss();

  it('is Arial or a clone with its widths, regular and bold faces per script', () => {
    expect(css.match(/@font-face/g)).toHaveLength(12);
    expect(css).toContain('src:local("Arial"),local("ArialMT"),local("Liberation Sans")');
    expect(css).toContain('local("Liberation Sans Bold")');
    expect(css.match(/font-weight:100 449/g)).toHaveLength(3);
    expect(css).toMatch(/local\("Liberation Sans Bold"\)[^}]*font-weight:650 900/);
  });

  it('keeps Noto Sans’s line height at every size-adjust', () => {
    const face = fallbackFontFaceCss([{ unicodeRange: 'U+0000-00FF', local: 'regular', weights: '100 449', sizeAdjust: 1.069 }]);
    expect(face).toContain('size-adjust:106.9%');
    // ascent 1.069 em and descent 0.293 em of the adjusted size: the line box of Noto Sans, to a tenth of a percent.
    expect(face).toContain('ascent-override:100%');
    expect(face).toContain('descent-override:27.4%');
  });

  it('covers every face: Latin, Cyrillic and Kazakh with Arial, Georgian with a local Noto Sans Georgian', () => {
    const covers = (face: FallbackFace, letter: string) =>
      parseUnicodeRange(face.unicodeRange).some(([a, b]) => letter.codePointAt(0)! >= a && letter.codePointAt(0)! <= b);
    for (const letter of ['a', 'Ж', 'Қ', 'ә', 'ქ'])
      expect(
        FALLBACK_FACES.filter((face) => covers(face, letter)),
        letter,
      ).toHaveLength(4);
    expect(FALLBACK_FACES.filter((face) => covers(face, 'ქ')).every((face) => face.local.startsWith('georgian'))).toBe(true);
    expect(css).toMatch(/local\("Noto Sans Georgian Bold"\)[^}]*font-weight:650 900/);
  });
});
